import en from '../messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * Each page ships its client islands only their own message namespaces (issue 8, §3): the
 * flight data of /en/football carries the scores messages but not the match centre's, the data
 * library's or the member centre's; /en/score-detail carries the match centre's and not the data library's.
 */
test('a page carries only the message namespaces its islands use', async ({ request }) => {
  const flight = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((m) => m[1])
      .join('');
  };
  // The texts below are plain ASCII without quotes: they appear in the flight script as they are.
  const carried = (payload: string, text: string) => payload.includes(text);

  const football = await flight('/en/football');
  expect(carried(football, en.scores.settings.title)).toBe(true);
  expect(carried(football, en.matchCentre.timeline.noRuns)).toBe(false);
  expect(carried(football, en.dataLibrary.zones.uclQualifying)).toBe(false);
  expect(carried(football, en.member.login.text)).toBe(false);
  expect(carried(football, en.api.errors.internal)).toBe(false);

  const robot = (await (await request.get('/api/hot_match/getRobot')).json()) as {
    data: { id: number; sport: string }[];
  };
  const id = robot.data.find((m) => m.sport === 'football')?.id;
  const centre = await flight(`/en/score-detail?id=${id}`);
  expect(carried(centre, en.matchCentre.timeline.noRuns)).toBe(true);
  expect(carried(centre, en.dataLibrary.zones.uclQualifying)).toBe(false);
});
