import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint setup (eslint.config.js at the root), run on
// imports written into files of apps/web/src: which ones the feature
// boundaries rule refuses, and with which message.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}apps/web/src/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'gigrank/feature-boundaries')
    .map((message) => message.message);
}

// The first lint loads the whole ESLint setup (typescript-eslint, the plugins): seconds on a busy machine.
describe('feature boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it("refuses a file inside another feature, naming that feature's index.ts", async () => {
    const messages = await boundaryMessages(
      'features/plans/GoingDialog.ts',
      "import { CityPicker } from '../shows/form/pickers';\nexport const picker = CityPicker;\n",
    );
    expect(messages).toEqual([
      "'../shows/form/pickers' is inside the 'shows' feature: import it from features/shows (its index.ts), or move a piece that several features use to components/ or lib/.",
    ]);
  });

  it('refuses a dynamic import and a re-export of another feature as well', async () => {
    const messages = await boundaryMessages(
      'features/profile/WantToSeeList.ts',
      "export const load = () => import('../shell/SearchArtistsDialog');\nexport { useNow } from '../home/use-following-feed';\n",
    );
    expect(messages).toHaveLength(2);
  });

  it("takes another feature's index.ts, components/, lib/, its own files and packages", async () => {
    const messages = await boundaryMessages(
      'features/profile/diary/DiaryPage.ts',
      [
        "import { CityField } from '../../shows';",
        "import { useSession } from '../../auth/index';",
        "import { AnchorLink } from '../../../components/AnchorLink';",
        "import { trpc } from '../../../lib/trpc';",
        "import { insights } from '../insights';",
        "import { calendar } from './calendar';",
        "import { z } from 'zod';",
        'export const all = [CityField, useSession, AnchorLink, trpc, insights, calendar, z];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('keeps components/ and lib/ free of features, and features free of routes', async () => {
    expect(
      await boundaryMessages(
        'components/QueryStates.ts',
        "import { useSession } from '../features/auth';\nexport const a = useSession;\n",
      ),
    ).toEqual([
      "'../features/auth' is in features/: what components/ and lib/ hold imports no feature and no route.",
    ]);
    expect(
      await boundaryMessages(
        'features/home/HomePage.ts',
        "import { Route } from '../../routes/index';\nexport const r = Route;\n",
      ),
    ).toEqual([
      "'../../routes/index' is a route file: routes compose features, a feature imports no route.",
    ]);
  });
});
