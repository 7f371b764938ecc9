/**
 * The key that makes a username unique (docs/security.md#usernames): two
 * names that read the same are one name. `Admin`, `аdmin` (Cyrillic а) and
 * `ａｄｍｉｎ` (fullwidth) all key as `admin`.
 *
 *   key = fold(lower(NFKC(name)))
 *
 * - NFKC folds compatibility forms: fullwidth letters, mathematical
 *   alphanumerics (𝐀), ligatures, superscripts, Arabic presentation forms;
 * - lower-case, one code point at a time (Unicode's simple mapping: İ is i);
 * - the fold maps the Cyrillic, Greek and Armenian letters drawn like a Latin
 *   letter (and Latin's dotless ı and ȷ) to that Latin letter.
 *
 * Client-safe (the sign-up form counts the key's length). The fold is our own
 * bounded table rather than a confusables package: those implement Unicode's
 * full skeleton, which also folds Latin into Latin and digits (l, I and 1; O
 * and 0; "rn" and m), so "user1" would collide with "userl"; and the
 * migration that re-keyed existing accounts computes the same key in SQL
 * (translate() with this table's two strings, see prisma/migrations/
 * 20261125170000_username_confusable_key), which a package's data cannot be.
 */

/**
 * Each character of LOOK_ALIKES is drawn like the character at the same place
 * in LATIN, as a small letter or as a capital (в: В is drawn like B), so both
 * cases of a letter fold alike and the key stays case-insensitive.
 */
export const LOOK_ALIKES =
  "авекмнорстухѕіјүһԁԛԝӏ" + // Cyrillic
  "αβεζηικμνορτυχγϳ" + // Greek
  "օսհո" + // Armenian
  "ıȷɑɡ"; // Latin dotless i and j, script a and g
export const LATIN = "abekmhopctyxsijyhdqwl" + "abezhikmnoptyxyj" + "ouhn" + "ijag";

const FOLD: ReadonlyMap<string, string> = new Map([...LOOK_ALIKES].map((c, i) => [c, [...LATIN][i]!]));

/** The unique key of a username (in SQL: translate(lower(normalize(name, NFKC)), LOOK_ALIKES, LATIN)). */
export function usernameKey(username: string): string {
  let key = "";
  for (const c of username.trim().normalize("NFKC")) {
    // Simple lower-case mapping, as PostgreSQL's lower(): 'İ' is 'i', not 'i' and a combining dot.
    const small = String.fromCodePoint(c.toLowerCase().codePointAt(0)!);
    key += FOLD.get(small) ?? small;
  }
  return key;
}
