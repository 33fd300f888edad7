import { resolve } from 'node:path';

/** The folder of the OpenAPI corpus (read in place, not copied with the compiled specs). */
export const CORPUS_DIR = resolve(__dirname, '../../../projects/ng-admin/schematics/entity/corpus');

/** One document of the corpus: its file (in CORPUS_DIR) and what the generator must find. */
export interface CorpusDocument {
  name: string;
  file: string;
  /** How many collections the generator finds. */
  collections: number;
}

/** The documents, as corpus/README.md lists them. */
export const CORPUS: readonly CorpusDocument[] = [
  { name: 'petstore', file: 'petstore.json', collections: 3 },
  { name: 'petstore-expanded', file: 'petstore-expanded.json', collections: 1 },
  { name: 'xero-projects', file: 'xero-projects.yaml', collections: 4 },
  { name: 'listmonk', file: 'listmonk.yaml', collections: 9 },
  { name: 'keycloak', file: 'keycloak-23.0.7.yml', collections: 64 },
  { name: 'discourse', file: 'discourse.json', collections: 14 },
  { name: 'adyen-management', file: 'adyen-management-v3.yaml', collections: 36 },
  { name: 'box', file: 'box.json', collections: 73 },
  { name: 'openai', file: 'openai.yaml', collections: 68 },
  {
    name: 'digitalocean',
    file: 'digitalocean/specification/DigitalOcean-public.v2.yaml',
    collections: 199,
  },
];

/** The path of a corpus document. */
export function corpusPath(document: CorpusDocument): string {
  return resolve(CORPUS_DIR, document.file);
}
