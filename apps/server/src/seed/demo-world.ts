import type { FastifyInstance } from 'fastify';

/** Who the demo seed made, so each later part can refer to it by name. */
export interface DemoPerson {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isOperator: boolean;
  confirmed: boolean;
  pohadjaTeoriju: boolean;
}

export interface DemoWorld {
  schools: { allegro: number; vivace: number };
  /** Program ids by name, per school ('Klavir' exists in both). */
  programs: { allegro: Record<string, number>; vivace: Record<string, number> };
  /** Everyone by username: 'admin', 'mentor', 'ucenik', 'ucenik.mali', 'admin2', … */
  people: Record<string, DemoPerson>;
  /** When the seed runs; every date of the demo is relative to it. */
  now: Date;
}

export type DemoServices = FastifyInstance['services'];

/** One part of the demo: a feature adds its rows through its services. */
export type DemoStep = (services: DemoServices, world: DemoWorld) => Promise<void>;

export function person(world: DemoWorld, username: string): DemoPerson {
  const found = world.people[username];
  if (!found) throw new Error(`The demo seed has no '${username}'`);
  return found;
}
