/**
 * Material icon names for the icon classes ng-admin 1.0 configurations use: Bootstrap 3
 * glyphicons (`glyphicon-user`) and Font Awesome 4 to 6 (`fa-user`), keyed by the name
 * after the prefix. A class missing here has no Material counterpart: mat-icon would show
 * an unknown name as text, so the menu keeps its default icon instead.
 */
export const ICON_CLASS_NAMES: Readonly<Record<string, string>> = {
  // people
  user: 'person',
  users: 'group',
  'user-circle': 'account_circle',
  'user-plus': 'person_add',
  'address-book': 'contacts',
  'id-card': 'badge',
  // documents and content
  file: 'description',
  'file-text': 'article',
  'file-text-o': 'article',
  'file-o': 'description',
  'file-lines': 'article',
  newspaper: 'newspaper',
  'newspaper-o': 'newspaper',
  book: 'book',
  bookmark: 'bookmark',
  tag: 'label',
  tags: 'label',
  comment: 'comment',
  comments: 'forum',
  envelope: 'mail',
  'envelope-o': 'mail',
  'paper-plane': 'send',
  picture: 'image',
  'picture-o': 'image',
  image: 'image',
  camera: 'photo_camera',
  film: 'movie',
  music: 'music_note',
  paperclip: 'attach_file',
  'sticky-note': 'sticky_note_2',
  // navigation and structure
  home: 'home',
  list: 'list',
  'list-alt': 'list_alt',
  'th-list': 'view_list',
  th: 'apps',
  'table-cells': 'apps',
  table: 'table_chart',
  dashboard: 'dashboard',
  tachometer: 'dashboard',
  gauge: 'dashboard',
  sitemap: 'account_tree',
  folder: 'folder',
  'folder-close': 'folder',
  'folder-open': 'folder_open',
  'external-link': 'open_in_new',
  link: 'link',
  // actions
  cog: 'settings',
  cogs: 'settings',
  gear: 'settings',
  gears: 'settings',
  wrench: 'build',
  sliders: 'tune',
  filter: 'filter_list',
  sort: 'sort',
  search: 'search',
  plus: 'add',
  minus: 'remove',
  pencil: 'edit',
  pen: 'edit',
  edit: 'edit',
  trash: 'delete',
  'trash-o': 'delete',
  'trash-can': 'delete',
  remove: 'close',
  times: 'close',
  xmark: 'close',
  ok: 'check',
  check: 'check',
  copy: 'content_copy',
  print: 'print',
  refresh: 'refresh',
  'arrows-rotate': 'refresh',
  download: 'download',
  upload: 'upload',
  share: 'share',
  send: 'send',
  'eye-open': 'visibility',
  eye: 'visibility',
  'eye-close': 'visibility_off',
  'eye-slash': 'visibility_off',
  lock: 'lock',
  key: 'key',
  off: 'power_settings_new',
  'power-off': 'power_settings_new',
  'log-in': 'login',
  'sign-in': 'login',
  'right-to-bracket': 'login',
  'log-out': 'logout',
  'sign-out': 'logout',
  'right-from-bracket': 'logout',
  // status and information
  star: 'star',
  heart: 'favorite',
  flag: 'flag',
  bell: 'notifications',
  inbox: 'inbox',
  'info-sign': 'info',
  info: 'info',
  'info-circle': 'info',
  'question-sign': 'help',
  question: 'help',
  'question-circle': 'help',
  'warning-sign': 'warning',
  warning: 'warning',
  'exclamation-triangle': 'warning',
  'triangle-exclamation': 'warning',
  'exclamation-sign': 'error',
  calendar: 'calendar_today',
  time: 'schedule',
  clock: 'schedule',
  'clock-o': 'schedule',
  stats: 'bar_chart',
  'bar-chart': 'bar_chart',
  'chart-bar': 'bar_chart',
  'line-chart': 'show_chart',
  'chart-line': 'show_chart',
  'pie-chart': 'pie_chart',
  'chart-pie': 'pie_chart',
  bug: 'bug_report',
  code: 'code',
  database: 'storage',
  server: 'dns',
  globe: 'public',
  'map-marker': 'place',
  'location-dot': 'place',
  road: 'route',
  phone: 'phone',
  'arrow-up': 'arrow_upward',
  'arrow-down': 'arrow_downward',
  'arrow-left': 'arrow_back',
  'arrow-right': 'arrow_forward',
  'chevron-up': 'expand_less',
  'chevron-down': 'expand_more',
  'chevron-left': 'chevron_left',
  'chevron-right': 'chevron_right',
  fire: 'local_fire_department',
  leaf: 'spa',
  'thumbs-up': 'thumb_up',
  'thumbs-o-up': 'thumb_up',
  'thumbs-down': 'thumb_down',
  'thumbs-o-down': 'thumb_down',
  trophy: 'emoji_events',
  rss: 'rss_feed',
  cloud: 'cloud',
  certificate: 'verified',
  bullhorn: 'campaign',
  // commerce
  'shopping-cart': 'shopping_cart',
  'cart-plus': 'add_shopping_cart',
  'shopping-bag': 'shopping_bag',
  'credit-card': 'credit_card',
  money: 'payments',
  'money-bill': 'payments',
  usd: 'attach_money',
  euro: 'euro',
  gift: 'card_giftcard',
  truck: 'local_shipping',
  briefcase: 'work',
  building: 'business',
};

/** Font Awesome classes that set a style or a size, not an icon. */
const FONT_AWESOME_MODIFIERS = new Set([
  'fw',
  'lg',
  'xs',
  'sm',
  '1x',
  '2x',
  '3x',
  '4x',
  '5x',
  'spin',
  'pulse',
  'border',
  'inverse',
  'solid',
  'regular',
  'light',
  'thin',
  'duotone',
  'brands',
  'sharp',
  'stack',
  'flip',
]);

const PLAIN_NAME = /^[a-z0-9_]+$/;

/** The icon part of an icon class (`glyphicon-user`, `fa-user`), or undefined. */
function iconClassName(className: string): string | undefined {
  const glyphicon = /^glyphicon-(.+)$/.exec(className);
  if (glyphicon) return glyphicon[1];
  const fontAwesome = /^fa-(.+)$/.exec(className);
  if (fontAwesome && !FONT_AWESOME_MODIFIERS.has(fontAwesome[1]!)) return fontAwesome[1];
  return undefined;
}

/**
 * The Material icon name for an icon given the ng-admin 1.0 way: HTML
 * (`<span class="glyphicon glyphicon-user"></span>`, `<i class="fa fa-user"></i>`,
 * `<span class="material-icons">home</span>`) or icon classes (`'fa fa-user'`). A plain
 * name (`'person'`) and `''` are returned unchanged. Returns undefined when the icon has
 * no known Material counterpart (an icon class missing from the table, or HTML without
 * an icon class such as `<strong>✉</strong>`).
 *
 * @usageNotes
 * ```ts
 * materialIconName('<span class="glyphicon glyphicon-user"></span>'); // 'person'
 * materialIconName('fa fa-tags'); // 'label'
 * materialIconName('article'); // 'article'
 * ```
 */
export function materialIconName(icon: string): string | undefined {
  const trimmed = icon.trim();
  if (trimmed === '' || PLAIN_NAME.test(trimmed)) return icon;
  const isHtml = trimmed.startsWith('<');
  const classes = isHtml
    ? [...trimmed.matchAll(/\bclass\s*=\s*["']([^"']*)["']/gi)].flatMap((match) =>
        match[1]!.split(/\s+/),
      )
    : trimmed.split(/\s+/);
  for (const className of classes) {
    const name = iconClassName(className);
    if (name !== undefined) return ICON_CLASS_NAMES[name];
  }
  // A Material ligature written as HTML: <span class="material-icons">home</span>.
  const text = isHtml ? trimmed.replace(/<[^>]*>/g, '').trim() : '';
  return PLAIN_NAME.test(text) ? text : undefined;
}
