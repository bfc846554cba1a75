import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. On a loaded 2-core CI machine the first render of a lazily loaded
// dialog can take longer than that, and the test then fails on a label that was about to appear. Behaviour, not
// speed, is what these tests check (speed lives in `npm run bench`), so they wait as long as the test may run.
configure({ asyncUtilTimeout: 15_000 });
