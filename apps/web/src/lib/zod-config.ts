// Every `import … from 'zod'` of the web build resolves to this module (alias in vite.config.ts), so zod is
// configured before any schema exists, and only the screens that use zod load it (not /login's entry).
// zod compiles object parsers with Function() unless told not to. The Content-Security-Policy forbids eval (no
// 'unsafe-eval' in script-src), so zod's probe would be blocked and reported as a policy violation on every page.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
