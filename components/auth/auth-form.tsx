"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { usePreloadWhenIdle, type LazyResolver } from "@/lib/forms/contract";

import { FormErrorBanner, FormField, SubmitButton } from "./form-field";
import { useFormState } from "./form-state";
import { useCallbackUrl, withCallback } from "./use-callback-url";
import { refreshCurrentUser } from "./use-current-user";

export const usernameField = {
  name: "username",
  label: "اسم المستخدم",
  autoComplete: "username",
} as const;

/** The password field: the one in use when signing in, a new one when registering. */
export const passwordField = (autoComplete: "current-password" | "new-password") =>
  ({ name: "password", label: "كلمة المرور", type: "password", autoComplete }) as const;

type Strings<T> = { [K in keyof T]: string };

export interface AuthFormProps<T extends Strings<T>> {
  resolver: LazyResolver<T>;
  defaultValues: T;
  fields: { name: Extract<keyof T, string>; label: string; type?: "password"; autoComplete: string }[];
  submit: { label: string; busyLabel: string };
  /** Shown when the failure says nothing itself (docs/product-rules.md#errors). */
  failure: string;
  /** Sends the valid form; throws with the message to show. The account is signed in once it resolves. */
  send: (values: T) => Promise<void>;
  /** Once signed in, before the header is told (e.g. the device's guest orders join the account). */
  afterSignIn?: () => Promise<void>;
  /** After the header knows the user, before leaving for the return address. */
  onSignedIn?: () => void;
  /** The other auth page, offered under the button. */
  other: { question: string; label: string; path: string };
}

/**
 * The login and register forms' shared body: validated fields, the server's
 * message in a banner, a busy submit button, then the visitor goes back to
 * where they came from (?callbackUrl), which the link to the other form keeps.
 */
export function AuthForm<T extends Strings<T>>({
  resolver,
  defaultValues,
  fields,
  submit,
  failure,
  send,
  afterSignIn,
  onSignedIn,
  other,
}: AuthFormProps<T>) {
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, errors, isSubmitting } = useFormState<T>({ resolver, defaultValues });
  usePreloadWhenIdle(resolver);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
      await afterSignIn?.();
      await refreshCurrentUser();
      onSignedIn?.();
      router.replace(callbackUrl);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : failure);
    }
  });

  return (
    // method="post": a tap before the scripts have run submits the form the
    // browser's way, and a GET would put the password in the address bar,
    // history and access logs. A POST just shows the page again.
    <form onSubmit={onSubmit} method="post" noValidate className="grid gap-5">
      <FormErrorBanner message={serverError ?? errors.root?.message ?? null} />
      {fields.map((f) => (
        <FormField
          key={f.name}
          id={f.name}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          error={errors[f.name]?.message}
          registration={register(f.name)}
        />
      ))}
      <SubmitButton busy={isSubmitting} label={submit.label} busyLabel={submit.busyLabel} />
      <p className="text-center text-sm text-muted-foreground">
        {other.question}{" "}
        <Link
          href={withCallback(other.path, callbackUrl)}
          className="font-bold text-primary underline-offset-4 hover:underline"
        >
          {other.label}
        </Link>
      </p>
    </form>
  );
}
