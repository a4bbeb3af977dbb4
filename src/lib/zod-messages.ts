import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// zod/mini has no wording of its own for an issue ("Invalid input" for all); zod's English wording is
// what the config error page and unreadable API answers show, so it is set wherever they are made.
config(en());
