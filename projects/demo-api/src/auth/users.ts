import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.ts';

export type Role = 'admin' | 'editor' | 'viewer';

/** What the API tells about a user: never a password nor its hash. */
export interface Identity {
  id: number;
  username: string;
  fullName: string;
  roles: Role[];
}

/** A user as configured, with a clear-text password that is hashed at start-up. */
export interface UserSeed extends Identity {
  password: string;
}

/**
 * The demo users, one per role (documented in the README). Their passwords are public on
 * purpose: this API is a demo.
 */
export const DEMO_USERS: readonly UserSeed[] = [
  { id: 1, username: 'admin', password: 'admin-password', fullName: 'Ada Admin', roles: ['admin'] },
  {
    id: 2,
    username: 'editor',
    password: 'editor-password',
    fullName: 'Eddie Editor',
    roles: ['editor'],
  },
  {
    id: 3,
    username: 'viewer',
    password: 'viewer-password',
    fullName: 'Vera Viewer',
    roles: ['viewer'],
  },
];

/** Who everyone is when the API runs without authentication (`AUTH=off`). */
export const ANONYMOUS_ADMIN: Identity = {
  id: 0,
  username: 'anonymous',
  fullName: 'Anonymous (authentication off)',
  roles: ['admin'],
};

/** Roles that may create, change and delete documents and upload files. */
const WRITER_ROLES: readonly Role[] = ['admin', 'editor'];

export function canWrite(identity: Identity): boolean {
  return identity.roles.some((role) => WRITER_ROLES.includes(role));
}

interface StoredUser {
  identity: Identity;
  passwordHash: string;
}

/**
 * Users by name, with scrypt-hashed passwords; clear-text passwords are not kept.
 *
 * @example
 * const users = await UserDirectory.create(DEMO_USERS);
 * await users.authenticate('viewer', 'viewer-password'); // { id: 3, username: 'viewer', ... }
 */
export class UserDirectory {
  readonly #byName: Map<string, StoredUser>;
  readonly #byId: Map<number, StoredUser>;
  /** Checked for unknown names too, so that timing does not tell which names exist. */
  readonly #decoyHash: string;

  private constructor(users: StoredUser[], decoyHash: string) {
    this.#byName = new Map(users.map((user) => [user.identity.username.toLowerCase(), user]));
    this.#byId = new Map(users.map((user) => [user.identity.id, user]));
    this.#decoyHash = decoyHash;
  }

  /**
   * Hashes every password (in parallel) and keeps only the hashes. A directory holds no
   * state beyond them, so one made from the same seeds is shared: hashing is slow on purpose.
   */
  static create(seeds: readonly UserSeed[]): Promise<UserDirectory> {
    let directory = directories.get(seeds);
    if (!directory) {
      directory = UserDirectory.#hash(seeds);
      directories.set(seeds, directory);
    }
    return directory;
  }

  static async #hash(seeds: readonly UserSeed[]): Promise<UserDirectory> {
    const [decoyHash, ...hashes] = await Promise.all([
      hashPassword(randomBytes(16).toString('base64url')),
      ...seeds.map((seed) => hashPassword(seed.password)),
    ]);
    const users = seeds.map((seed, index) => ({
      identity: {
        id: seed.id,
        username: seed.username,
        fullName: seed.fullName,
        roles: [...seed.roles],
      },
      passwordHash: hashes[index],
    }));
    return new UserDirectory(users, decoyHash);
  }

  /** The identity whose name (any case) and password match, else `undefined`. */
  async authenticate(username: string, password: string): Promise<Identity | undefined> {
    const user = this.#byName.get(username.toLowerCase());
    const matches = await verifyPassword(password, user?.passwordHash ?? this.#decoyHash);
    return user && matches ? copy(user.identity) : undefined;
  }

  identity(id: number): Identity | undefined {
    const user = this.#byId.get(id);
    return user ? copy(user.identity) : undefined;
  }
}

const directories = new WeakMap<readonly UserSeed[], Promise<UserDirectory>>();

function copy(identity: Identity): Identity {
  return { ...identity, roles: [...identity.roles] };
}
