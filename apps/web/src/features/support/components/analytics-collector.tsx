import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { activeIncrement, analyticsRoute } from '../analytics-route.ts';
import { sendSamples, type Sample } from '../analytics-sender.ts';

interface RouteVitals {
  route: string;
  lcp: number | null;
  cls: number;
  inp: number | null;
  activeMs: number;
}

const fresh = (route: string): RouteVitals => ({
  route,
  lcp: null,
  cls: 0,
  inp: null,
  activeMs: 0,
});

function toSamples(v: RouteVitals): Sample[] {
  const out: Sample[] = [];
  if (v.lcp !== null) out.push({ route: v.route, metric: 'LCP', value: Math.round(v.lcp) });
  if (v.inp !== null) out.push({ route: v.route, metric: 'INP', value: Math.round(v.inp) });
  if (v.lcp !== null || v.cls > 0)
    out.push({ route: v.route, metric: 'CLS', value: Math.round(v.cls * 1000) / 1000 });
  if (v.activeMs > 0)
    out.push({ route: v.route, metric: 'session', value: Math.round(v.activeMs / 1000) });
  return out;
}

/** Time on a route counts from its start up to a pause of 30 s (spec §9), then from the next input. */
function flushRoute(vitals: RouteVitals, last: { current: number | null }) {
  const now = Date.now();
  vitals.activeMs += activeIncrement(last.current, now);
  last.current = now;
  sendSamples(toSamples(vitals));
}

/** Web Vitals (LCP, INP, CLS) and active time per route, sent on route change and on leaving. */
export function AnalyticsCollector() {
  const { pathname } = useLocation();
  const vitals = useRef<RouteVitals>(fresh(analyticsRoute(pathname)));
  const lastInteraction = useRef<number | null>(null);
  const flush = () => flushRoute(vitals.current, lastInteraction);

  useEffect(() => {
    const route = analyticsRoute(pathname);
    if (vitals.current.route !== route) {
      flush();
      vitals.current = fresh(route);
    }
  }, [pathname]);

  useEffect(() => {
    lastInteraction.current = Date.now();
    const observers: PerformanceObserver[] = [];
    const observe = (type: string, handle: (entries: PerformanceEntryList) => void, extra = {}) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
      const observer = new PerformanceObserver((list) => handle(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra });
      observers.push(observer);
    };
    observe('largest-contentful-paint', (entries) => {
      const last = entries.at(-1);
      if (last) vitals.current.lcp = last.startTime;
    });
    observe('layout-shift', (entries) => {
      for (const e of entries as Array<
        PerformanceEntry & { value?: number; hadRecentInput?: boolean }
      >) {
        if (!e.hadRecentInput) vitals.current.cls += e.value ?? 0;
      }
    });
    observe(
      'event',
      (entries) => {
        for (const e of entries) vitals.current.inp = Math.max(vitals.current.inp ?? 0, e.duration);
      },
      { durationThreshold: 40 },
    );
    const interact = () => {
      const now = Date.now();
      vitals.current.activeMs += activeIncrement(lastInteraction.current, now);
      lastInteraction.current = now;
    };
    const leave = () => {
      if (document.visibilityState !== 'hidden') return;
      flush();
      vitals.current = fresh(vitals.current.route);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, interact, { passive: true });
    document.addEventListener('visibilitychange', leave);
    return () => {
      for (const o of observers) o.disconnect();
      for (const name of events) window.removeEventListener(name, interact);
      document.removeEventListener('visibilitychange', leave);
    };
  }, []);
  return null;
}
