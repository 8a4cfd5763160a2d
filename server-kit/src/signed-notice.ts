// Notices one service posts to another (the assistance service to the main API): a JWT signed with a key
// derived from the shared secret for one purpose alone, so it can never pass as a login token, a cart grant
// or a notice of another kind, and those can never pass as it. The notice, not a user token, is the proof.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { z } from 'zod';

export interface NoticeKind<T extends z.ZodType> {
  /** Derives the purpose's own key: changing it makes every older notice invalid. */
  keyLabel: string;
  audience: string;
  issuer: string;
  /** A notice is made just before it is posted; it need not live longer than one try. */
  ttlSeconds: number;
  schema: T;
}

export function createSignedNotices<T extends z.ZodType>(jwtSecret: string, kind: NoticeKind<T>) {
  const key = createHmac('sha256', jwtSecret).update(kind.keyLabel).digest();
  return {
    sign(notice: z.infer<T>): string {
      return jwt.sign({ notice }, key, {
        algorithm: 'HS256',
        audience: kind.audience,
        issuer: kind.issuer,
        expiresIn: kind.ttlSeconds,
      });
    },

    /** What a genuine, unexpired notice says; undefined for anything else. */
    read(token: string): z.infer<T> | undefined {
      try {
        const claims = jwt.verify(token, key, {
          algorithms: ['HS256'],
          audience: kind.audience,
          issuer: kind.issuer,
        });
        if (typeof claims !== 'object' || !('notice' in claims)) return undefined;
        const parsed = kind.schema.safeParse(claims.notice);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
