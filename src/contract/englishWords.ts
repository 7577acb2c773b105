/**
 * The small rules of English that texts built from values need, kept once for both sides: a
 * count with its noun, "a" or "an" before a word (a brand's name), and one full stop at the end
 * of a sentence whose last words came from a person.
 */

/** The noun in the number of `count`: "payment" for 1, "payments" for 0 or 2. */
export function nounFor(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** "1 payment", "2 payments": the count with the noun in its number. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${nounFor(count, one, many)}`;
}

// Words spelt with a vowel that start with a consonant sound ("a unit", "a European", "a one-off")
// and with a silent h ("an hour"); a brand's name is the usual word here.
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|uti|ura|uro|eu|ewe|one\b|once\b)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** The word after "a" or "an", by how it starts: "an Auditly", "a Zest", "a Unilever". */
export function withArticle(word: string): string {
  const vowelSound =
    (/^[aeiou]/i.test(word) && !VOWEL_LETTER_CONSONANT_SOUND.test(word)) || SILENT_H.test(word);
  return `${vowelSound ? 'an' : 'a'} ${word}`;
}

/** The text ended by one full stop, unless it already ends with its own (".", "!", "?", "…"). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
