/** Words that cannot name a variable in the generated TypeScript. */
const RESERVED_WORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with let static yield await implements interface package ' +
    'private protected public arguments eval admin application menu'
  ).split(' '),
);

/** The words of a name: `published_at`, `publishedAt` and `published-at` all give published, at. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** `tag_directory` → `tagDirectory`. */
export function camelCase(name: string): string {
  const [first = '', ...rest] = words(name);
  const camel = first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return /^[0-9]/.test(camel) ? `_${camel}` : camel;
}

/** `tag_directory` → `TagDirectory`. */
export function pascalCase(name: string): string {
  const camel = camelCase(name).replace(/^_/, '');
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** `tagDirectory` → `tag-directory`: the file name of an entity's configuration. */
export function kebabCase(name: string): string {
  return words(name).join('-');
}

/**
 * A variable name for `name` that is neither reserved nor in `taken`; the caller adds the
 * result to `taken` when it uses it.
 */
export function variableName(name: string, taken: ReadonlySet<string>, suffix = 'Field'): string {
  let candidate = camelCase(name) || 'value';
  if (RESERVED_WORDS.has(candidate) || taken.has(candidate)) candidate += suffix;
  let counter = 2;
  const base = candidate;
  while (RESERVED_WORDS.has(candidate) || taken.has(candidate)) candidate = `${base}${counter++}`;
  return candidate;
}

/** `categories` → `category`, `posts` → `post`, `addresses` → `address`. */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|x|ch|sh|s)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** `category` → `categories`, `post` → `posts`, `box` → `boxes`. */
export function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies';
  if (/(s|x|ch|sh)$/i.test(word)) return word + 'es';
  return word + 's';
}

/** `published_at` → `Published at`: a label for messages. */
export function sentenceCase(name: string): string {
  const text = words(name).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Material icon names for common collection names, by their singular form. */
const ICONS: Readonly<Record<string, string>> = {
  post: 'article',
  article: 'article',
  page: 'web',
  comment: 'comment',
  review: 'rate_review',
  user: 'person',
  author: 'person',
  customer: 'person',
  member: 'person',
  person: 'person',
  people: 'group',
  team: 'group',
  group: 'group',
  tag: 'sell',
  label: 'sell',
  category: 'category',
  product: 'inventory_2',
  item: 'inventory_2',
  order: 'receipt_long',
  invoice: 'request_quote',
  payment: 'payments',
  pet: 'pets',
  photo: 'image',
  image: 'image',
  picture: 'image',
  file: 'description',
  document: 'description',
  event: 'event',
  message: 'mail',
  setting: 'settings',
  company: 'business',
  project: 'work',
  task: 'task_alt',
  todo: 'task_alt',
  book: 'menu_book',
  store: 'store',
  address: 'home',
};

/** A Material icon for an entity's menu entry, guessed from its name (`list` by default). */
export function iconFor(entityName: string): string {
  const all = words(entityName);
  for (const word of [...all].reverse()) {
    const icon = ICONS[singular(word)] ?? ICONS[word];
    if (icon) return icon;
  }
  return 'list';
}

/** Quotes a string as a single-quoted TypeScript literal. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}
