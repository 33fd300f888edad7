/**
 * Turns a field or entity name into a default label, the way ng-admin did: the first
 * letter is capitalised, and each `_`, `-`, `.` or space becomes a space followed by a
 * capital letter.
 *
 * @usageNotes
 * ```ts
 * humanize('published_at'); // 'Published At'
 * humanize('author.name'); // 'Author Name'
 * ```
 */
export function humanize(name: string): string {
  if (!name) return name;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return capitalised.replace(/[-_.\s](.)/g, (_match, next: string) => ' ' + next.toUpperCase());
}
