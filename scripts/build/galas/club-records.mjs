// The club records as the galas are walked: records.yaml's older ones first, then each gala's
// swims. A swim is marked CR only where it was the gala's fastest in a record's group and beat or
// equalled the record that stood before that gala (the first time swum in a group makes the
// table's entry, not a mark); equal times to the hundredth are joint records.

const courseOrder = ['SCM', 'LCM', 'SCY', 'SCM16', 'SCM20', 'SCM33', 'SCY20', 'SCY27', 'SCY33', 'SCY36', 'OPEN'];
const strokeOrder = ['FREE', 'BACK', 'BREAST', 'FLY', 'MEDLEY'];
const genderOrder = ['F', 'M', 'X'];
export const raceKey = (r) => `${r.course}|${r.relayCount}|${r.stroke}|${r.distance}`;
export const byRace = (a, b) =>
  courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
  a.relayCount - b.relayCount ||
  strokeOrder.indexOf(a.stroke) - strokeOrder.indexOf(b.stroke) ||
  a.distance - b.distance;

export function clubRecords(settings) {
  const records = new Map(); // gender|group|race → { race, gender, group, time, holders }
  /** `holder()` makes the holder only for a swim that is a record. */
  const claim = (key, entry, holder, time) => {
    const current = records.get(key);
    if (current && time > current.time) return;
    if (!current || time < current.time) {
      records.set(key, { ...entry(), time, holders: [holder()] });
      return;
    }
    holder = holder();
    const same = (h) => h.swimmer === holder.swimmer || (h.swimmer.name === holder.swimmer.name && h.gala === holder.gala && h.date === holder.date);
    if (!current.holders.some(same)) current.holders.push(holder);
  };
  const keysOf = (c) => c.groups.map((group) => [`${c.gender}|${group}|${c.raceKey}`, group]);

  return {
    typed({ race, gender, ageGroup, holder }) {
      claim(
        `${gender}|${ageGroup}|${raceKey(race)}`,
        () => ({ race, gender, group: ageGroup }),
        () => holder,
        holder.time,
      );
    },
    /** One gala's counted swims, in the order swum; `holderOf(c)` makes a swim's holder. */
    gala(counted, holderOf) {
      const fastest = new Map();
      for (const c of counted) for (const [key] of keysOf(c)) if (!(fastest.get(key) <= c.time)) fastest.set(key, c.time);
      for (const c of counted) {
        const stood = keysOf(c).some(([key]) => fastest.get(key) === c.time && records.has(key) && c.time <= records.get(key).time);
        if (stood) c.swim.record = true;
      }
      for (const c of counted) {
        let made;
        for (const [key, group] of keysOf(c))
          claim(
            key,
            () => ({ race: c.race, gender: c.gender, group }),
            () => (made ??= holderOf(c)),
            c.time,
          );
      }
    },
    /** The tables, by pool, gender and age group; one that repeats another of its pool and gender
     * (every 16 and over record an Open one) is left out. `from`: the age the club's words call
     * swimmers women and men, marked on a table whose holders all were (or whose group is). */
    tables(from) {
      const groupOrder = [...settings.ageGroups.map((g) => g.name), 'Open'];
      const minOf = new Map(settings.ageGroups.map((g) => [g.name, g.min]));
      const tables = new Map();
      for (const r of records.values()) {
        const key = `${r.race.course}|${r.gender}|${r.group}`;
        if (!tables.has(key)) tables.set(key, { course: r.race.course, gender: r.gender, ageGroup: r.group, records: [], ages: [] });
        const table = tables.get(key);
        table.records.push({ ...r.race, holders: r.holders.map(({ time, age, ...h }) => ({ ...h, time })) });
        table.ages.push(...r.holders.map((h) => h.age));
      }
      const sorted = [...tables.values()]
        .sort(
          (a, b) =>
            courseOrder.indexOf(a.course) - courseOrder.indexOf(b.course) ||
            genderOrder.indexOf(a.gender) - genderOrder.indexOf(b.gender) ||
            groupOrder.indexOf(a.ageGroup) - groupOrder.indexOf(b.ageGroup),
        )
        .map(({ ages, ...t }) => {
          const adults = from !== undefined && ((minOf.get(t.ageGroup) ?? -1) >= from || ages.every((age) => age >= from));
          return { ...t, records: t.records.sort(byRace), ...(adults ? { adults: true } : {}) };
        });
      // Open's tables are kept; a group's that repeats one (Open's, or an earlier group's) is not.
      const same = (t) => `${t.course}|${t.gender}|${JSON.stringify(t.records)}`;
      const seen = new Set(sorted.filter((t) => t.ageGroup === 'Open').map(same));
      return sorted.filter((t) => {
        if (t.ageGroup === 'Open') return true;
        if (seen.has(same(t))) return false;
        seen.add(same(t));
        return true;
      });
    },
  };
}
