-- A TikTok video id has one form: the number without leading zeros
-- (docs/product-rules.md#video-links). Links stored before that rule may name
-- a zero-padded id (…/video/0777…), which was another video for the free
-- offer's once-per-video check and the duplicate-link warning. Rewrite them.
UPDATE "orders" SET "link" = regexp_replace("link", '/video/0+([1-9][0-9]*)', '/video/\1')
WHERE "link" ~ '/video/0+[1-9]';
UPDATE "payments" SET "tiktok_url" = regexp_replace("tiktok_url", '/video/0+([1-9][0-9]*)', '/video/\1')
WHERE "tiktok_url" ~ '/video/0+[1-9]';
UPDATE "free_view_claims" SET "tiktok_url" = regexp_replace("tiktok_url", '/video/0+([1-9][0-9]*)', '/video/\1')
WHERE "tiktok_url" ~ '/video/0+[1-9]';
UPDATE "sim_panel_orders" SET "link" = regexp_replace("link", '/video/0+([1-9][0-9]*)', '/video/\1')
WHERE "link" ~ '/video/0+[1-9]';

-- Claims of one video under two spellings: the earliest keeps the video id,
-- the others keep none (nothing granted is taken back), so the unique index
-- holds. Cleared first, then rewritten: no moment with two equal ids.
UPDATE "free_view_claims" AS c SET "video_id" = NULL
FROM (
  SELECT "id", row_number() OVER (PARTITION BY ltrim("video_id", '0') ORDER BY "created_at", "id") AS "n"
  FROM "free_view_claims"
  WHERE "video_id" IS NOT NULL
) AS r
WHERE c."id" = r."id" AND r."n" > 1;
UPDATE "free_view_claims" SET "video_id" = NULLIF(ltrim("video_id", '0'), '')
WHERE "video_id" ~ '^0';
