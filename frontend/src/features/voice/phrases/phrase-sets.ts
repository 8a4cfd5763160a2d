// Each language's voice phrases by its code: what the parser and the command list read.
import type { Language } from '@store/contracts/languages';
import { en } from './en';
import type { PhraseSet } from './phrase-set';
import { si } from './si';
import { ta } from './ta';

export const phraseSets: Readonly<Record<Language, PhraseSet>> = { en, si, ta };
