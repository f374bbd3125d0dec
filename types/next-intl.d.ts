import type messages from '../messages/cn.json';
import type { Locale } from '../lib/i18n/locales';

// next-intl's types read this: a message key or namespace that cn.json (the reference locale)
// does not have fails `tsc`, and locales are ours. messages/messages.test.ts keeps the other
// four locales' keys identical to cn's.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
