/** The Material icon name of a menu icon: plain names as they are, HTML icons read. */
export function materialIconName(icon: string): string {
  const match = /class="[^"]*\b(?:glyphicon|fa)-([\w-]+)/.exec(icon);
  return match ? match[1] : icon;
}
