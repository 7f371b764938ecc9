-- AlterTable
ALTER TABLE "free_view_claims" ADD COLUMN     "video_id" VARCHAR(32);

-- Existing claims: the video id of a link that names its video
-- (…tiktok.com/@user/video/<digits>), on the earliest claim of each video
-- only. Later claims of the same video and short links keep NULL: nothing
-- granted is taken back, and the unique index below can be built.
UPDATE "free_view_claims" AS c
SET "video_id" = v."video_id"
FROM (
  SELECT DISTINCT ON (x."video_id") x."id", x."video_id"
  FROM (
    SELECT "id", "created_at",
      substring(lower("tiktok_url") from '^(?:https?://)?(?:(?:www|m)\.)?tiktok\.com/@[^/?#]+/video/([0-9]{1,30})') AS "video_id"
    FROM "free_view_claims"
  ) AS x
  WHERE x."video_id" IS NOT NULL
  ORDER BY x."video_id", x."created_at", x."id"
) AS v
WHERE c."id" = v."id";

-- CreateIndex
CREATE UNIQUE INDEX "free_view_claims_video_id_key" ON "free_view_claims"("video_id");
