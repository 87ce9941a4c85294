/** The person whose data is exported or erased, always within one school. */
export interface PersonRef {
  schoolId: number;
  userId: number;
}

/**
 * What one module holds about a person. Erasure and the data export ('Preuzmi moje podatke') ask
 * every registered source, so a module that stores personal data registers here and nothing else
 * has to know its tables.
 */
export interface PersonalDataSource {
  /** The key of this source's section in the export (Croatian, e.g. 'poruke'). */
  name: string;
  /** What the person may take with them from this module: JSON-serialisable. */
  export?(person: PersonRef): Promise<unknown>;
  /**
   * Deletes or anonymises the person's rows. Runs inside the erasure's transaction, before the
   * account row itself is anonymised, so a failure here leaves nothing half-erased.
   */
  erase?(person: PersonRef): Promise<void>;
}

export interface PersonalDataRegistry {
  register(source: PersonalDataSource): void;
  /** Every source's export, keyed by its name. */
  exportAll(person: PersonRef): Promise<Record<string, unknown>>;
  /** Every source's erasure, in registration order (call inside a transaction). */
  eraseAll(person: PersonRef): Promise<void>;
  /** The registered names (tests check that a module holding personal data registered). */
  names(): string[];
}

export function createPersonalDataRegistry(): PersonalDataRegistry {
  const sources: PersonalDataSource[] = [];
  return {
    register(source) {
      if (sources.some((s) => s.name === source.name)) {
        throw new Error(`personal data source '${source.name}' is registered twice`);
      }
      sources.push(source);
    },
    async exportAll(person) {
      const sections: Record<string, unknown> = {};
      for (const source of sources) {
        if (source.export) sections[source.name] = await source.export(person);
      }
      return sections;
    },
    async eraseAll(person) {
      for (const source of sources) await source.erase?.(person);
    },
    names: () => sources.map((s) => s.name),
  };
}
