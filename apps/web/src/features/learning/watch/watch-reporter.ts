import { ErrorCodes } from '@yanxiu/contract/errors';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceAnswerBody, PresenceAnswerResult } from '@yanxiu/contract/learning-presence';
import { RequestError } from '@/shared/request/request';
import { beaconHeartbeat, sendHeartbeat } from '../api/heartbeat';
import { answerPresence } from '../api/presence-answer';
import { startWatch } from '../api/watch-start';
import { HeartbeatSeq } from '../model/heartbeat-clock';

/** What one heartbeat reports. */
export type WatchSample = { position: number; playbackRate: number; visible: boolean };

export type WatchApi = {
  start: (unitId: number) => Promise<WatchSession>;
  heartbeat: (body: HeartbeatBody) => Promise<HeartbeatResult>;
  beacon: (body: HeartbeatBody) => void;
  answer: (body: PresenceAnswerBody) => Promise<PresenceAnswerResult>;
};

export type WatchListener = {
  onSession: (session: WatchSession) => void;
  onResult: (result: HeartbeatResult) => void;
};

const realApi: WatchApi = { start: startWatch, heartbeat: sendHeartbeat, beacon: beaconHeartbeat, answer: answerPresence };

const ticketExpired = (error: unknown) => error instanceof RequestError && error.code === ErrorCodes.WATCH_TICKET_EXPIRED.code;

/**
 * One lesson's session with the server: opens it, numbers and sends heartbeats one after another (so a seek's
 * "before" report cannot overtake its "after" one and be dropped as older), reopens the session when the ticket
 * expired, and beacons the last report when the page goes away. Failures are swallowed: recording progress never
 * stops the lesson.
 */
export class WatchReporter {
  private session: WatchSession | null = null;
  private readonly seq = new HeartbeatSeq(0);
  private queue: Promise<void> = Promise.resolve();
  private opening: Promise<WatchSession | null> | null = null;
  private closed = false;

  constructor(
    private readonly unitId: number,
    private readonly listener: WatchListener,
    private readonly api: WatchApi = realApi,
  ) {}

  /** Opens (or reopens) the session; null when the server refused or could not be reached. */
  open(): Promise<WatchSession | null> {
    this.opening = this.connect();
    return this.opening;
  }

  private async connect(): Promise<WatchSession | null> {
    try {
      const session = await this.api.start(this.unitId);
      if (this.closed) return null;
      this.session = session;
      this.seq.continueAfter(session.lastSeq);
      this.listener.onSession(session);
      return session;
    } catch {
      return null;
    }
  }

  /** Queues a heartbeat; resolves once it (and those before it) were answered or gave up. */
  report(sample: WatchSample): Promise<void> {
    this.queue = this.queue.then(() => this.deliver(sample, false));
    return this.queue;
  }

  /**
   * Answers the presence check `checkId` with the index of a choice, signed by the session's ticket (a fresh one when
   * it expired). Null when it could not be sent: the check still awaits its answer.
   */
  async answer(checkId: string, choice: number, retried = false): Promise<PresenceAnswerResult | null> {
    if (!this.session && this.opening) await this.opening;
    if (!this.session || this.closed) return null;
    try {
      const result = await this.api.answer({ ticket: this.session.ticket, checkId, choice });
      return this.closed ? null : result;
    } catch (error) {
      if (ticketExpired(error) && !retried && (await this.open())) return this.answer(checkId, choice, true);
      return null;
    }
  }

  /** The last report of a page that may be closing: a beacon, which outlives the page. */
  finish(sample: WatchSample): void {
    if (!this.session || this.closed) return;
    this.api.beacon(this.body(this.session, sample));
  }

  /** Stops reporting (the page left the lesson); heartbeats still queued are dropped. */
  close(): void {
    this.closed = true;
  }

  private body(session: WatchSession, sample: WatchSample): HeartbeatBody {
    return {
      ticket: session.ticket,
      seq: this.seq.next(),
      position: Math.max(0, sample.position),
      playbackRate: sample.playbackRate,
      visible: sample.visible,
    };
  }

  private async deliver(sample: WatchSample, retried: boolean): Promise<void> {
    // A report made while the session is still opening (playback started at once) waits for it.
    if (!this.session && this.opening) await this.opening;
    if (!this.session || this.closed) return;
    try {
      const result = await this.api.heartbeat(this.body(this.session, sample));
      if (!this.closed) this.listener.onResult(result);
    } catch (error) {
      // A fresh ticket continues the same lesson, numbered after the server's lastSeq; one retry is enough.
      if (ticketExpired(error) && !retried && (await this.open())) await this.deliver(sample, true);
    }
  }
}
