// What a voice command asks for, whatever language it was said in: the one vocabulary shared by the
// parser, the phrase lists and the code that carries commands out.
import type { Language } from '@store/contracts/languages';

export type VoiceAction =
  | {
      type: 'navigate';
      to:
        | 'home'
        | 'collection'
        | 'cart'
        | 'profile'
        | 'orders'
        | 'login'
        | 'about'
        | 'contact'
        | 'accessibility'
        | 'live-help'
        | 'checkout';
    }
  | { type: 'logout' }
  | { type: 'taskbar'; open: boolean }
  | {
      type: 'adjust';
      setting: 'text-size' | 'line-height' | 'letter-spacing' | 'contrast' | 'saturation';
      change: 'increase' | 'decrease';
    }
  | { type: 'toggle'; setting: 'monochrome' | 'vision-impaired' | 'seizure-safe'; on: boolean }
  | { type: 'reset' }
  | { type: 'search'; query: string }
  | { type: 'turn-page'; direction: 'next' | 'previous' }
  | { type: 'select-size'; size: string }
  | { type: 'add-to-cart' }
  | { type: 'read' }
  | { type: 'read-reviews' }
  /** Opens the newest product a live helper sent in the chat. */
  | { type: 'open-helper-product' }
  | { type: 'stop' }
  | { type: 'help' }
  | { type: 'set-language'; language: Language };

export type Destination = Extract<VoiceAction, { type: 'navigate' }>['to'];
export type Adjustable = Extract<VoiceAction, { type: 'adjust' }>['setting'];
export type Toggleable = Extract<VoiceAction, { type: 'toggle' }>['setting'];
