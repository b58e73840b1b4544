/** The CSV export neutralises formula-leading cells. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();

describe('CSV export', () => {
  it('prefixes a quote to cells a spreadsheet would run as a formula', async () => {
    const user = await t.newUser();
    await user.addShow({
      artist: '=HYPERLINK("http://x.example","click")',
      // A name no catalogue city has: '+Lisbon' is Lisbon.
      city: '+Lisbonville',
      venue: '@SUM(A1)',
      companion: '-2+3',
      favoriteSong: 'Plain song',
      notes: '-Tabbed\nsecond line',
    });
    const res = await user.get(`/api/users/${user.user.id}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    const csv = res.body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csv).toContain(`'+Lisbon`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(csv).toContain(`'-2+3`);
    expect(csv).toContain(`'-Tabbed`);
    expect(csv).toContain(',Plain song,');
    // No cell of a data row starts with a formula character.
    const cells = csv
      .split('\n')
      .slice(1)
      .flatMap((line) => line.split(','))
      .map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
