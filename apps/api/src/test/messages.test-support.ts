/** zod's and Fastify's English, which no refusal may show a person (docs/decisions/032). */
export const ENGLISH_VALIDATION = /expected|received|invalid|too small|too big|must|cannot|required/i;
