import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait for the page to get there: a budget against hangs, as
 * the project's test timeout is, not a speed check. Testing Library's default of 1 s failed
 * screens that reload through the fake API when the two-core CI host ran the server suite beside
 * them; a screen that never gets there still fails, after 5 s.
 */
configure({ asyncUtilTimeout: 5_000 });
