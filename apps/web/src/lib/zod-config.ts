import { z } from 'zod';

// zod compiles object parsers with Function() unless told not to. The Content-Security-Policy forbids eval (no
// 'unsafe-eval' in script-src), so zod's probe would be blocked and reported as a policy violation on every page.
// Imported first by main.tsx, before any module could parse.
z.config({ jitless: true });
