import type { Random } from './random.ts';
import { mulberry32, pick, randomInt, sample, shuffled } from './random.ts';
import {
  BACKLINK_SITES,
  CATEGORY_OF,
  CLOSING_SENTENCES,
  COMMENT_SENTENCES,
  FIRST_NAMES,
  INTRO_SENTENCES,
  LAST_NAMES,
  POST_SUBJECTS,
  SENTENCES_BY_SUBCATEGORY,
  TAG_NAMES,
  TEASER_TEMPLATES,
} from './seed-data.ts';
import type { Category, PostSubject, Subcategory } from './seed-data.ts';
import type { DocumentStore } from './store.ts';

export const DEFAULT_SEED = 20240517;
export const COMMENT_COUNT = 150;

export interface Tag {
  id: number;
  name: string;
  published: boolean;
}

export interface Picture {
  name: string;
  url: string;
}

export interface Backlink {
  date: string;
  url: string;
}

export interface Post {
  id: number;
  title: string;
  teaser: string;
  body: string;
  published_at: string;
  views: number;
  average_note: number;
  category: Category;
  subcategory: Subcategory;
  tags: number[];
  pictures: { first: Picture; second: Picture };
  backlinks: Backlink[];
}

export interface Comment {
  id: number;
  created_at: string;
  author: { name: string };
  body: string;
  post_id: number;
}

export interface SeedData {
  posts: Post[];
  comments: Comment[];
  tags: Tag[];
}

const FIRST_PUBLICATION = Date.UTC(2023, 0, 9);
const PUBLICATION_SPAN_DAYS = 900;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The blog data set; the same seed always produces exactly the same data. */
export function createSeedData(seed = DEFAULT_SEED): SeedData {
  const random = mulberry32(seed);
  const tags = TAG_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    published: random() < 0.75,
  }));
  const posts = shuffled(random, POST_SUBJECTS).map((subject, index) =>
    createPost(random, subject, index + 1, tags.length),
  );
  const comments = Array.from({ length: COMMENT_COUNT }, (_, index) =>
    createComment(random, index + 1, pick(random, posts)),
  );
  return { posts, comments, tags };
}

/** Empties the store and fills it with the seed data. */
export function resetStore(store: DocumentStore, seed = DEFAULT_SEED): void {
  const data = createSeedData(seed);
  store.transaction(() => {
    store.dropAll();
    store.insertWithIds('tags', data.tags);
    store.insertWithIds('posts', data.posts);
    store.insertWithIds('comments', data.comments);
  });
}

function createPost(random: Random, subject: PostSubject, id: number, tagCount: number): Post {
  const { title, topic, subcategory } = subject;
  const publishedAt = FIRST_PUBLICATION + randomInt(random, 0, PUBLICATION_SPAN_DAYS) * DAY_MS;
  const slug = slugify(title);
  return {
    id,
    title,
    teaser: fill(pick(random, TEASER_TEMPLATES), topic),
    body: createBody(random, subject),
    published_at: formatDate(publishedAt),
    views: Math.round(40 + 12000 * random() ** 3),
    average_note: Math.round((1.5 + 3.5 * random()) * 10) / 10,
    category: CATEGORY_OF[subcategory],
    subcategory,
    tags: sample(
      random,
      Array.from({ length: tagCount }, (_, index) => index + 1),
      randomInt(random, 1, 3),
    ).sort((a, b) => a - b),
    pictures: {
      first: { name: `${slug}-cover.jpg`, url: `https://picsum.photos/seed/${slug}-1/800/450` },
      second: { name: `${slug}-detail.jpg`, url: `https://picsum.photos/seed/${slug}-2/800/450` },
    },
    backlinks: Array.from({ length: randomInt(random, 0, 3) }, () => ({
      date: formatDate(publishedAt + randomInt(random, 1, 120) * DAY_MS),
      url: `${pick(random, BACKLINK_SITES)}/${slug}`,
    })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Three paragraphs: an introduction naming the topic, the experience, then a closing line. */
function createBody(random: Random, subject: PostSubject): string {
  const [a, b, c, d, e, f] = sample(random, SENTENCES_BY_SUBCATEGORY[subject.subcategory], 6);
  const paragraphs = [
    [fill(pick(random, INTRO_SENTENCES), subject.topic), a, b],
    [c, d, e],
    [f, pick(random, CLOSING_SENTENCES)],
  ];
  return paragraphs.map((sentences) => `<p>${sentences.join(' ')}</p>`).join('\n');
}

function createComment(random: Random, id: number, post: Post): Comment {
  const sentenceCount = randomInt(random, 1, 2);
  const createdAt = Date.parse(post.published_at) + randomInt(random, 0, 60) * DAY_MS;
  return {
    id,
    created_at: formatDate(createdAt),
    author: { name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}` },
    body: sample(random, COMMENT_SENTENCES, sentenceCount).join(' '),
    post_id: post.id,
  };
}

function fill(template: string, topic: string): string {
  return template.replaceAll('{topic}', topic);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function formatDate(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}
