// Every `import … from 'zod'` of the web build resolves to this module (alias in vite.config.ts), so zod is
// configured before any schema exists, and only the screens that use zod load it (not /login's entry).
// zod compiles object parsers with Function() unless told not to. The Content-Security-Policy forbids eval (no
// 'unsafe-eval' in script-src), so zod's probe would be blocked and reported as a policy violation on every page.
// customError: pt-PT reasons for every schema without a message of its own (shared validation-messages.ts).
import { validationReason } from '@congregacao/shared/validation-messages';
import { z } from 'zod/v4';

z.config({ jitless: true, customError: validationReason });

export * from 'zod/v4';
