// Access tokens shared by both services: signing, verifying, and the Express guards built on them.
import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { userRoles, type UserRole } from '@store/contracts/constants';
import { AppError, forbidden, unauthorized } from './errors';

export type Role = UserRole;

const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(userRoles),
  email: z.string(),
  name: z.string(),
  /** The account's token version when the token was made; tokens from before versions existed are 0. */
  ver: z.number().int().min(0).optional(),
});

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  /**
   * The account's token version the token was signed with. A password or role change, or disabling the
   * account, raises the account's version, which ends every token signed before (see sessions.ts).
   */
  version?: number;
}

export interface TokenService {
  sign(user: AuthUser): string;
  /** The user the token names, or undefined when it is missing, forged or expired. */
  verify(token: string): AuthUser | undefined;
}

/** Tokens kept once verified; when full, the whole set is dropped and verified afresh. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createTokenService(
  secret: string,
  expiresIn: jwt.SignOptions['expiresIn'] = '7d',
): TokenService {
  // A key object made once: given the string, jsonwebtoken would first try to read it as a public key
  // (and fail) on every call, which cost more than the signature itself.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A signed-in shopper sends the same token with every call, and checking its signature and claims again
  // was about a tenth of a signed-in call's CPU. A token is kept by its exact text until its expiry, so
  // a kept answer is the one a fresh check would give; whether its account still accepts it is asked
  // separately on every call (sessions.ts).
  const verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  const check = (token: string): AuthUser | undefined => {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      const claims = claimsSchema.parse(payload);
      const user: AuthUser = Object.freeze({
        id: claims.sub,
        role: claims.role,
        email: claims.email,
        name: claims.name,
        version: claims.ver ?? 0,
      });
      const exp = typeof payload === 'object' ? payload.exp : undefined;
      if (exp !== undefined) {
        if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
        verified.set(token, { user, expiresAtMs: exp * 1000 });
      }
      return user;
    } catch {
      return undefined;
    }
  };
  return {
    sign: (user) =>
      jwt.sign({ role: user.role, email: user.email, name: user.name, ver: user.version ?? 0 }, key, {
        algorithm: 'HS256',
        subject: user.id,
        expiresIn,
      }),
    verify: (token) => {
      const known = verified.get(token);
      // jsonwebtoken's own rule: a token is expired from its `exp` second on.
      if (known && Date.now() < known.expiresAtMs) return known.user;
      if (known) verified.delete(token);
      return check(token);
    },
  };
}

/**
 * JWT_SECRET when configured; otherwise a secret generated once and kept in the data dir, so that both
 * services (sharing DATA_DIR) verify the same tokens and restarts keep shoppers signed in.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails if the file exists, so two services starting together cannot write two secrets.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The spec's calls send `token: <jwt>`; ARCHITECTURE also allows `Authorization: Bearer <jwt>`. */
export function tokenFromHeaders(headers: Request['headers']): string | undefined {
  const bearer = headers.authorization;
  if (typeof bearer === 'string' && bearer.toLowerCase().startsWith('bearer ')) return bearer.slice(7).trim();
  const token = headers.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

const authenticatedUsers = new WeakMap<Request, AuthUser>();

/** The signed-in caller; throws 401 when the route was reached without one. */
export function currentUser(req: Request): AuthUser {
  const user = authenticatedUsers.get(req);
  if (!user) throw unauthorized();
  return user;
}

export function optionalUser(req: Request): AuthUser | undefined {
  return authenticatedUsers.get(req);
}

/** Turns a token into its signed-in user, or undefined when it is forged, expired or revoked. */
export interface TokenVerifier {
  /** `requestId` is the HTTP request's id, passed on to any service asked (for the logs). */
  verify(token: string, requestId?: string): Promise<AuthUser | undefined>;
}

/**
 * Reads the token if there is one. A present but invalid token is a 401 even on public routes, so a
 * client with an expired session learns it at once instead of silently acting as a guest.
 */
export function authenticate(sessions: TokenVerifier) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = tokenFromHeaders(req.headers);
    if (token === undefined) return next();
    sessions.verify(token, typeof req.id === 'string' ? req.id : undefined).then((user) => {
      if (!user)
        return next(new AppError(401, 'Your session has expired. Please log in again.', 'invalid_token'));
      authenticatedUsers.set(req, user);
      next();
    }, next);
  };
}

/** Allows only signed-in callers with one of the given roles (any role when none are given). */
export function requireUser(...allowed: Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const user = authenticatedUsers.get(req);
    if (!user) return next(unauthorized());
    if (allowed.length > 0 && !allowed.includes(user.role)) return next(forbidden());
    next();
  };
}
