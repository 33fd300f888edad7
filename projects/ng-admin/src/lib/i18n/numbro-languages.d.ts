// numbro's ES builds of its languages carry no type declarations of their own.
declare module 'numbro/dist/es/languages/*' {
  import type numbro from 'numbro';

  const language: numbro.NumbroLanguage;
  export default language;
}
