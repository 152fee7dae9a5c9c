// The heavy work, one task per export, as the pool's threads run it (the build makes this file
// build/server/worker.js). Each takes and returns plain data, cloned between threads; each
// computes from its argument alone, so the callers' caches can key on that argument.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";
import type { EventGroup } from "~/domain/events/find";
import { eventsBetween } from "~/domain/events/find";
import type { YearMonth } from "~/domain/calendar/month";
import type { CalendarDate } from "~/domain/calendar-date";
import type { Chart } from "~/domain/chart/chart";
import { moonSignsOverDay, risingSignsOverDay } from "~/domain/chart/day-signs";
import { computeMonth, computeYearRetrogrades } from "~/read/calendar.server";
import { forecastAnswer, progressionsAnswer, returnsAnswer } from "~/read/forecast.server";
import { readBirth } from "~/read/chart-page.server";
import { memberDay } from "~/read/member-day.server";
import { composePeriods } from "~/read/periods.server";
import { composeDay } from "~/read/readings.server";
import type { DaySpansQuery } from "~/read/sign-calculator.server";
import { castPair } from "~/read/synastry-charts.server";
import { feedBody } from "../feeds/calendar-feed-text";
import { transitFeedText } from "../feeds/transit-feed-text";
import { chartPdf as renderChartPdf, type PdfContent } from "../share/pdf";
import { renderPng } from "../share/render";
import { DAY } from "~/domain/time";

// In a pool thread, the lowest CPU priority: when the threads and the event loop want the same
// cores, the visitors' answers come first. Linux takes a thread's id for setpriority(); elsewhere
// (no /proc/thread-self) the threads keep the process's priority.
if (!isMainThread) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
  } catch {
    // not Linux, or not allowed: the pool still keeps the work off the event loop
  }
}

/** The .ics feed for `today`, over feedWindow(today). */
export function calendarFeed(arg: { today: string; groups: EventGroup[]; siteUrl: string }) {
  return feedBody(arg.today, arg.groups, arg.siteUrl);
}

/** /api/calendar's JSON for two UTC dates, both included. */
export function calendarRange({
  from,
  to,
  groups,
}: {
  from: string;
  to: string;
  groups: EventGroup[];
}) {
  const events = eventsBetween(Date.parse(from), Date.parse(to) + DAY, groups);
  return JSON.stringify({ from, to, kinds: groups, events });
}

export function calendarMonth({ at, zone }: { at: YearMonth; zone: string }) {
  return computeMonth(at, zone);
}

export function retrogradeYear(year: number) {
  return computeYearRetrogrades(year);
}

/** /api/transits's JSON: a chart's day of transits in a zone. */
export function transitDay({
  chart,
  date,
  zone,
}: {
  chart: Chart;
  date: CalendarDate;
  zone: string;
}) {
  return JSON.stringify(memberDay(chart, date, zone));
}

/** /api/forecast's, /api/progressions' and /api/returns' JSON: a chart's year ahead. */
export const forecast = forecastAnswer;
export const progressed = progressionsAnswer;
export const returns = returnsAnswer;
/** A chart cast and read for /chart and the Moon- and rising-sign pages (the place looked up). */
export const birthChart = readBirth;
/** A day's twelve readings, for the daily API's all-twelve answer. */
export const dayReadings = composeDay;
/** Weekly and monthly readings of some signs, for the API and the period pages alike. */
export const periodReadings = composePeriods;
/** /synastry's two charts, cast and read together (the places already looked up). */
export const synastryCharts = castPair;
/** A member's private .ics feed of their own transits. */
export const transitFeed = transitFeedText;

/** The rising or Moon signs over a day, for a birth time not known. */
export function signDay(arg: DaySpansQuery) {
  return arg.which === "rising"
    ? risingSignsOverDay(arg.zone, arg.date, arg.latitude, arg.longitude)
    : moonSignsOverDay(arg.zone, arg.date, arg.longitude);
}

export function sharePng(svg: string) {
  return renderPng(svg);
}

/** The whole chart as a PDF: the wheel, the tables and the reading. */
export function chartPdf(content: PdfContent) {
  return renderChartPdf(content);
}
