/**
 * docs/capacity.md "On paper": what a site of `viewers` concurrent viewers in `rooms` rooms needs,
 * from the per-unit costs bench/capacity.ts measured (or, for a step that did not run, the
 * figures docs/capacity.md quotes) and the assumptions below. Printed after the capacity table
 * and kept in bench/capacity-results.json, so the page can be brought up to date from a run.
 */

export type Assumptions = {
  viewers: number;
  rooms: number;
  /** Zipf exponent of the rooms' popularity (1: room r has 1/r of the first's viewers). */
  zipf: number;
  /** Seconds between one viewer's chat messages, on average. */
  chatEverySec: number;
  /** Messages a second one room can take at most (slow mode, moderation). */
  roomChatCap: number;
  /** Gifts a second per 1,000 viewers (peak). */
  giftsPer1000PerSec: number;
  /** Score frames a second per sport; every socket receives one sport's. */
  scoreFramesPerSec: number;
  /** Page views per viewer per minute, and API calls per page view. */
  pagesPerViewerPerMin: number;
  apiPerPage: number;
  /** Share of page requests answered from the micro-cache, and what a hit costs (ms). */
  pageCacheHit: number;
  pageHitMs: number;
  /** CPU ms and PostgreSQL transactions of one API call (not measured by the bench). */
  apiMs: number;
  apiXact: number;
  /** CPU ms of handling one gift, and PostgreSQL transactions per gift. */
  giftMs: number;
  giftXact: number;
  /** Redis commands per gift. */
  giftRedisOps: number;
  /** Share of a core one instance is planned to use. */
  instanceLoad: number;
  /** PostgreSQL connections one instance's pool opens (lib/db/client.ts). */
  poolPerInstance: number;
  /** Redis connections per instance. */
  redisConnsPerInstance: number;
};

export const ASSUMPTIONS: Assumptions = {
  viewers: 100_000,
  rooms: 500,
  zipf: 1,
  chatEverySec: 300,
  roomChatCap: 50,
  giftsPer1000PerSec: 0.05,
  scoreFramesPerSec: 5,
  pagesPerViewerPerMin: 0.5,
  apiPerPage: 2,
  pageCacheHit: 0.6,
  pageHitMs: 1,
  apiMs: 3,
  apiXact: 1,
  giftMs: 20,
  giftXact: 1,
  giftRedisOps: 10,
  instanceLoad: 0.6,
  poolPerInstance: 10,
  redisConnsPerInstance: 3,
};

/** Per-unit costs; `source` says, per figure, whether a run measured it. */
export type Costs = {
  /** % of a core per 1,000 score pushes a second delivered. */
  pushPer1000: number;
  /** % of a core per 1,000 chat deliveries a second (the message's own handling included). */
  chatDeliveryPer1000: number;
  /** % of a core per 1,000 idle sockets. */
  idlePer1000: number;
  /** MB held per 1,000 sockets, and an instance's own MB. */
  memPer1000Mb: number;
  instanceBaseMb: number;
  /** % of a core nginx spends per 1,000 frames a second it relays. */
  nginxPer1000: number;
  /** CPU ms of a page render (a micro-cache miss), and PostgreSQL transactions per render. */
  pageMissMs: number;
  pageXact: number;
  redisOpsPerMessage: number;
  pgInsertsPerMessage: number;
  pgXactPerMessage: number;
  /** Background PostgreSQL transactions and Redis commands a second per idle instance. */
  bgXactPerInstance: number;
  bgRedisOpsPerInstance: number;
  /** % of a core PostgreSQL's backends spend per 100 transactions a second. */
  pgCpuPer100Xact: number;
};

/** The figures docs/capacity.md quotes (2026-11-29, a shared machine). */
export const DOC_COSTS: Costs = {
  pushPer1000: 1.1,
  chatDeliveryPer1000: 0.45,
  idlePer1000: 0.5,
  memPer1000Mb: 5.5,
  instanceBaseMb: 250,
  nginxPer1000: 0.5,
  pageMissMs: 25,
  pageXact: 2.3,
  redisOpsPerMessage: 5,
  pgInsertsPerMessage: 1,
  pgXactPerMessage: 2.7,
  bgXactPerInstance: 15,
  bgRedisOpsPerInstance: 5,
  pgCpuPer100Xact: 3,
};

const r = (n: number, d = 0) => Number(n.toFixed(d));

export function model(c: Costs, a: Assumptions = ASSUMPTIONS) {
  const h = Array.from({ length: a.rooms }, (_, i) => 1 / (i + 1) ** a.zipf);
  const hsum = h.reduce((x, y) => x + y, 0);
  const viewers = h.map((w) => (a.viewers * w) / hsum);
  const chatRates = viewers.map((v) => Math.min(a.roomChatCap, v / a.chatEverySec));
  const messages = chatRates.reduce((x, y) => x + y, 0);
  const chatDeliveries = chatRates.reduce((x, rate, i) => x + rate * viewers[i], 0);
  const gifts = (a.viewers / 1000) * a.giftsPer1000PerSec;
  // A gift goes to a room chosen like a viewer is: its broadcast reaches Σ share × viewers.
  const giftDeliveries = viewers.reduce((x, v) => x + (v / a.viewers) * gifts * v, 0);
  const pushDeliveries = a.viewers * a.scoreFramesPerSec;
  const pages = (a.viewers * a.pagesPerViewerPerMin) / 60;
  const api = pages * a.apiPerPage;

  const cores = {
    scorePushes: (pushDeliveries / 1000) * (c.pushPer1000 / 100),
    chat: (chatDeliveries / 1000) * (c.chatDeliveryPer1000 / 100),
    gifts: (gifts * a.giftMs) / 1000 + (giftDeliveries / 1000) * (c.chatDeliveryPer1000 / 100),
    idleSockets: (a.viewers / 1000) * (c.idlePer1000 / 100),
    pages: (pages * (a.pageCacheHit * a.pageHitMs + (1 - a.pageCacheHit) * c.pageMissMs)) / 1000,
    api: (api * a.apiMs) / 1000,
  };
  const totalCores = Object.values(cores).reduce((x, y) => x + y, 0);
  const instances = Math.ceil(totalCores / a.instanceLoad);
  const frames = pushDeliveries + chatDeliveries + giftDeliveries;

  // Redis: commands, and what pub/sub writes (a message to every instance with viewers there).
  const instancesWithViewers = viewers.map((v) => Math.min(instances, v));
  const pubsubOut =
    chatRates.reduce((x, rate, i) => x + rate * instancesWithViewers[i], 0) +
    2 * a.scoreFramesPerSec * instances;
  const redisOps =
    messages * c.redisOpsPerMessage +
    2 * 2 * a.scoreFramesPerSec +
    gifts * a.giftRedisOps +
    instances * c.bgRedisOpsPerInstance;

  const pgWrites = messages * c.pgXactPerMessage + gifts * a.giftXact;
  const pgReads = pages * (1 - a.pageCacheHit) * c.pageXact + api * a.apiXact;
  const pgBackground = instances * c.bgXactPerInstance;
  const pgXact = pgWrites + pgReads + pgBackground;

  return {
    assumptions: a,
    costs: c,
    load: {
      topRoomViewers: r(viewers[0]),
      lastRoomViewers: r(viewers[viewers.length - 1]),
      top10Share: r(viewers.slice(0, 10).reduce((x, y) => x + y, 0) / a.viewers, 2),
      chatMessagesPerSec: r(messages),
      topRoomChatPerSec: r(chatRates[0], 1),
      chatDeliveriesPerSec: r(chatDeliveries),
      topRoomDeliveriesPerSec: r(chatRates[0] * viewers[0]),
      giftsPerSec: r(gifts, 1),
      giftDeliveriesPerSec: r(giftDeliveries),
      scoreDeliveriesPerSec: r(pushDeliveries),
      pagesPerSec: r(pages),
      apiPerSec: r(api),
    },
    instances: {
      cores: Object.fromEntries(Object.entries(cores).map(([k, v]) => [k, r(v, 1)])),
      totalCores: r(totalCores, 1),
      instances,
      socketsPerInstance: r(a.viewers / instances),
      memoryGb: r((instances * c.instanceBaseMb + (a.viewers / 1000) * c.memPer1000Mb) / 1024, 1),
    },
    nginx: {
      framesPerSec: r(frames),
      cores: r((frames / 1000) * (c.nginxPer1000 / 100), 1),
      connections: 2 * a.viewers,
    },
    redis: {
      commandsPerSec: r(redisOps),
      pubsubMessagesOutPerSec: r(pubsubOut),
      connections: instances * a.redisConnsPerInstance,
    },
    postgres: {
      chatInsertsPerSec: r(messages * c.pgInsertsPerMessage),
      writeXactPerSec: r(pgWrites),
      readXactPerSec: r(pgReads),
      backgroundXactPerSec: r(pgBackground),
      xactPerSec: r(pgXact),
      cores: r((pgXact / 100) * (c.pgCpuPer100Xact / 100), 1),
      connections: instances * a.poolPerInstance,
    },
  };
}

export type Model = ReturnType<typeof model>;

export function printModel(m: Model, measured: string[]): string {
  const l = m.load;
  const i = m.instances;
  return [
    `on paper: ${m.assumptions.viewers.toLocaleString('en')} viewers in ${m.assumptions.rooms} rooms (docs/capacity.md)`,
    `  measured here: ${measured.length ? measured.join(', ') : 'nothing'}; the rest from docs/capacity.md`,
    `  load: ${l.chatMessagesPerSec} chat msg/s (top room ${l.topRoomChatPerSec}/s to ${l.topRoomViewers}), ` +
      `${l.chatDeliveriesPerSec} chat + ${l.scoreDeliveriesPerSec} score + ${l.giftDeliveriesPerSec} gift deliveries/s, ` +
      `${l.pagesPerSec} pages/s, ${l.apiPerSec} API calls/s`,
    `  instances: ${i.totalCores} cores (${Object.entries(i.cores)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}) → ${i.instances} instances at ${m.assumptions.instanceLoad * 100}% of a core, ` +
      `${i.socketsPerInstance} sockets each, ${i.memoryGb} GB`,
    `  nginx: ${m.nginx.framesPerSec} frames/s ≈ ${m.nginx.cores} cores, ${m.nginx.connections} connections`,
    `  Redis: ${m.redis.commandsPerSec} commands/s, ${m.redis.pubsubMessagesOutPerSec} pub/sub messages out/s, ${m.redis.connections} connections`,
    `  PostgreSQL: ${m.postgres.xactPerSec} transactions/s (writes ${m.postgres.writeXactPerSec}, reads ${m.postgres.readXactPerSec}, ` +
      `jobs ${m.postgres.backgroundXactPerSec}), ${m.postgres.chatInsertsPerSec} chat inserts/s, ≈ ${m.postgres.cores} cores, ` +
      `${m.postgres.connections} connections`,
  ].join('\n');
}
