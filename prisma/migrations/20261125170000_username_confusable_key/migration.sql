-- Usernames are unique by a folded key (lib/auth/username-key.ts,
-- docs/security.md#usernames): NFKC, lower case, and the letters drawn like a
-- Latin letter folded to it, so "Admin", "аdmin" (Cyrillic а) and "ａｄｍｉｎ"
-- are one name. The column and its unique index stay; the keys of existing
-- accounts are computed again here, with the same table as the application.
--
-- Existing accounts whose names now fold to the same key: the one whose key
-- already is that key keeps it (the plain Latin "admin"), else the oldest one
-- takes it; the others keep their old key, which no typed name folds to any
-- more, so they can no longer sign in by name until an operator renames them
-- (docs/operations.md#look-alike-usernames). A key that would outgrow the
-- 32-character column is left as it was in the same way.
WITH folded AS (
    SELECT "id", "created_at", "username_key",
           translate(lower(normalize("username", NFKC)), 'авекмнорстухѕіјүһԁԛԝӏαβεζηικμνορτυχγϳօսհոıȷɑɡ', 'abekmhopctyxsijyhdqwlabezhikmnoptyxyjouhnijag') AS "key"
    FROM "users"
), ranked AS (
    SELECT "id", "key", row_number() OVER (
               PARTITION BY "key" ORDER BY ("username_key" = "key") DESC, "created_at", "id"
           ) AS "rank"
    FROM folded
    WHERE char_length("key") <= 32
)
UPDATE "users" AS u
SET "username_key" = r."key"
FROM ranked AS r
WHERE u."id" = r."id" AND r."rank" = 1 AND u."username_key" <> r."key";
