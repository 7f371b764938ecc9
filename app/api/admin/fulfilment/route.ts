// POST /api/admin/fulfilment – the operator pauses or resumes submissions, or reads the panel balance now
import { NextResponse } from "next/server";
import { z } from "zod";

import { otherMethods, route } from "@/lib/api";
import { checkBalance, getPanel, pauseSubmissions, resumeSubmissions } from "@/lib/fulfilment";

const bodySchema = z.object({ action: z.enum(["pause", "resume", "check-balance"]) });

export const POST = route({ auth: "operator", body: bodySchema }, async (_req, { body, user }) => {
  if (body.action === "pause") await pauseSubmissions(`paused by operator ${user.username}`, null);
  else if (body.action === "resume") await resumeSubmissions(`operator ${user.username}`);
  // One short panel call, no transaction open: the console shows the answer at once.
  else await checkBalance(getPanel());
  return NextResponse.json({ ok: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
