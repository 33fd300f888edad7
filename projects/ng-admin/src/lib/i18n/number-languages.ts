// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- numbro's languages have no types of their own
/// <reference path="./numbro-languages.d.ts" />

import type numbro from 'numbro';

/** Loads one of numbro's languages; resolves to its module. */
type LanguageLoader = () => Promise<{ default: numbro.NumbroLanguage }>;

/**
 * numbro's languages, each in a chunk of its own that loads only when the admin's locale asks
 * for it (`en-US` is built into numbro). Bundlers need the literal paths.
 */
const LANGUAGES: Readonly<Record<string, LanguageLoader>> = {
  bg: () => import('numbro/dist/es/languages/bg.js'),
  'cs-CZ': () => import('numbro/dist/es/languages/cs-CZ.js'),
  'da-DK': () => import('numbro/dist/es/languages/da-DK.js'),
  'de-AT': () => import('numbro/dist/es/languages/de-AT.js'),
  'de-CH': () => import('numbro/dist/es/languages/de-CH.js'),
  'de-DE': () => import('numbro/dist/es/languages/de-DE.js'),
  'de-LI': () => import('numbro/dist/es/languages/de-LI.js'),
  el: () => import('numbro/dist/es/languages/el.js'),
  'en-AU': () => import('numbro/dist/es/languages/en-AU.js'),
  'en-GB': () => import('numbro/dist/es/languages/en-GB.js'),
  'en-IE': () => import('numbro/dist/es/languages/en-IE.js'),
  'en-NZ': () => import('numbro/dist/es/languages/en-NZ.js'),
  'en-ZA': () => import('numbro/dist/es/languages/en-ZA.js'),
  'es-AR': () => import('numbro/dist/es/languages/es-AR.js'),
  'es-CL': () => import('numbro/dist/es/languages/es-CL.js'),
  'es-CO': () => import('numbro/dist/es/languages/es-CO.js'),
  'es-CR': () => import('numbro/dist/es/languages/es-CR.js'),
  'es-ES': () => import('numbro/dist/es/languages/es-ES.js'),
  'es-MX': () => import('numbro/dist/es/languages/es-MX.js'),
  'es-NI': () => import('numbro/dist/es/languages/es-NI.js'),
  'es-PE': () => import('numbro/dist/es/languages/es-PE.js'),
  'es-PR': () => import('numbro/dist/es/languages/es-PR.js'),
  'es-SV': () => import('numbro/dist/es/languages/es-SV.js'),
  'et-EE': () => import('numbro/dist/es/languages/et-EE.js'),
  'fa-IR': () => import('numbro/dist/es/languages/fa-IR.js'),
  'fi-FI': () => import('numbro/dist/es/languages/fi-FI.js'),
  'fil-PH': () => import('numbro/dist/es/languages/fil-PH.js'),
  'fr-CA': () => import('numbro/dist/es/languages/fr-CA.js'),
  'fr-CH': () => import('numbro/dist/es/languages/fr-CH.js'),
  'fr-FR': () => import('numbro/dist/es/languages/fr-FR.js'),
  'he-IL': () => import('numbro/dist/es/languages/he-IL.js'),
  'hu-HU': () => import('numbro/dist/es/languages/hu-HU.js'),
  id: () => import('numbro/dist/es/languages/id.js'),
  'it-CH': () => import('numbro/dist/es/languages/it-CH.js'),
  'it-IT': () => import('numbro/dist/es/languages/it-IT.js'),
  'ja-JP': () => import('numbro/dist/es/languages/ja-JP.js'),
  'ko-KR': () => import('numbro/dist/es/languages/ko-KR.js'),
  'lv-LV': () => import('numbro/dist/es/languages/lv-LV.js'),
  'nb-NO': () => import('numbro/dist/es/languages/nb-NO.js'),
  nb: () => import('numbro/dist/es/languages/nb.js'),
  'nl-BE': () => import('numbro/dist/es/languages/nl-BE.js'),
  'nl-NL': () => import('numbro/dist/es/languages/nl-NL.js'),
  nn: () => import('numbro/dist/es/languages/nn.js'),
  'pl-PL': () => import('numbro/dist/es/languages/pl-PL.js'),
  'pt-BR': () => import('numbro/dist/es/languages/pt-BR.js'),
  'pt-PT': () => import('numbro/dist/es/languages/pt-PT.js'),
  'ro-RO': () => import('numbro/dist/es/languages/ro-RO.js'),
  ro: () => import('numbro/dist/es/languages/ro.js'),
  'ru-RU': () => import('numbro/dist/es/languages/ru-RU.js'),
  'ru-UA': () => import('numbro/dist/es/languages/ru-UA.js'),
  'sk-SK': () => import('numbro/dist/es/languages/sk-SK.js'),
  sl: () => import('numbro/dist/es/languages/sl.js'),
  'sr-Cyrl-RS': () => import('numbro/dist/es/languages/sr-Cyrl-RS.js'),
  'sv-SE': () => import('numbro/dist/es/languages/sv-SE.js'),
  'th-TH': () => import('numbro/dist/es/languages/th-TH.js'),
  'tr-TR': () => import('numbro/dist/es/languages/tr-TR.js'),
  'uk-UA': () => import('numbro/dist/es/languages/uk-UA.js'),
  'zh-CN': () => import('numbro/dist/es/languages/zh-CN.js'),
  'zh-MO': () => import('numbro/dist/es/languages/zh-MO.js'),
  'zh-SG': () => import('numbro/dist/es/languages/zh-SG.js'),
  'zh-TW': () => import('numbro/dist/es/languages/zh-TW.js'),
};

/**
 * The numbro language of a locale: its own (`fr-FR`), else the first of its language
 * (`fr` gives `fr-CA`, so write the region), else `null`: numbro's built-in `en-US`, which
 * `en` and `en-US` are.
 */
export function numberLanguageOf(locale: string): { tag: string; load: LanguageLoader } | null {
  if (/^en(-US)?$/i.test(locale)) return null;
  const exact = Object.keys(LANGUAGES).find((tag) => tag.toLowerCase() === locale.toLowerCase());
  const language = locale.split('-')[0].toLowerCase();
  const tag =
    exact ??
    Object.keys(LANGUAGES).find((candidate) => candidate.split('-')[0].toLowerCase() === language);
  return tag ? { tag, load: LANGUAGES[tag] } : null;
}
