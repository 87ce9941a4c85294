import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * A fresh app for the calling test file and the world `build` makes on it: registers the
 * `beforeAll` that creates both, the `afterAll` that closes the app and a `beforeEach` that sets
 * the clock to `now()`. Call it at the top level of the file; read `t` and `world` in hooks and
 * tests only (they exist once `beforeAll` has run).
 */
export function appPerFile<W>(
  build: (t: TestApp) => Promise<W>,
  now: () => Date,
  options: TestAppOptions = {},
) {
  let app: TestApp | undefined;
  let built: { world: W } | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    built = { world: await build(app) };
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    file.t.clock.now = now();
  });
  const file = {
    get t(): TestApp {
      if (!app)
        throw new Error('The test app is created in beforeAll: read it in hooks and tests.');
      return app;
    },
    get world(): W {
      if (!built) throw new Error('The world is built in beforeAll: read it in hooks and tests.');
      return built.world;
    },
  };
  return file;
}
