// What a swimmer's page and the swimmers' list need beyond PBs: every swim of each swimmer, a
// gala at a time (newest first; splits left on the gala's page), and, for two swimmers shown under one name, the words that
// tell them apart wherever their names show (the age group of their latest gala).

/**
 * Every swim of each of our swimmers with a page (relays under each of the team), by gala,
 * newest first; a PB with its drop (`drops`: swim → hundredths).
 * @param {{ gala: any }[]} built the galas, oldest first
 * @param {Map<any, number>} drops
 * @returns {Map<any, any[]>} swimmer's ref → galas
 */
export function swimsBySwimmer(built, drops) {
  const bySwimmer = new Map();
  for (const { gala } of [...built].reverse()) {
    for (const { swims, number: _number, ...event } of gala.events) {
      for (const swim of swims) {
        const refs = swim.legs ? swim.legs.map((leg) => leg.swimmer) : [swim.swimmer];
        // Splits stay on the gala's page (linked): ten years of them would double a swimmer's page.
        const { swimmer: _swimmer, splits: _splits, ...facts } = swim;
        const entry = { ...event, ...facts, ...(drops.has(swim) ? { improvement: drops.get(swim) } : {}) };
        for (const ref of new Set(refs)) {
          if (!ref.slug) continue; // withheld, or another club's relay swimmer
          if (!bySwimmer.has(ref)) bySwimmer.set(ref, []);
          const galas = bySwimmer.get(ref);
          if (galas.at(-1)?.gala !== gala.id) galas.push({ gala: gala.id, galaTitle: gala.title, date: gala.firstDay, swims: [] });
          galas.at(-1).swims.push(entry);
        }
      }
    }
  }
  return bySwimmer;
}

/**
 * Gives `group` to the refs of swimmers who share a shown name: their latest age group, with
 * the gender's words when that is not enough.
 * @param {{ gala: any }[]} built the galas, oldest first
 * @param {Iterable<any>} people every swimmer met
 */
export function tellApart(built, people, settings) {
  const latestAge = new Map(); // ref → age at their latest gala
  for (const { gala } of built)
    for (const event of gala.events) for (const swim of event.swims) if (swim.age !== undefined) latestAge.set(swim.swimmer, swim.age);
  const byName = new Map();
  for (const person of people) {
    if (person.hidden || !person.ref.slug) continue;
    byName.set(person.ref.name, [...(byName.get(person.ref.name) ?? []), person]);
  }
  const groupOf = (person) => {
    const age = latestAge.get(person.ref);
    return age === undefined ? undefined : settings.ageGroups.find((g) => age >= g.min && age <= g.max)?.name;
  };
  const gender = (person) => settings.words.genders[person.gender];
  // The fewest words that tell them apart: the age group, then with the gender, then the age.
  const ways = [
    (person) => groupOf(person),
    (person) => [gender(person), groupOf(person)].filter(Boolean).join(', '),
    (person) => [gender(person), latestAge.get(person.ref)].filter((w) => w !== undefined && w !== '').join(', '),
  ];
  for (const alike of byName.values()) {
    if (alike.length < 2) continue;
    const tried = ways.map((way) => alike.map((person) => way(person) || ''));
    const words = tried.find((w) => new Set(w).size === alike.length && w.every(Boolean)) ?? tried[1];
    alike.forEach((person, i) => {
      if (words[i]) person.ref.group = words[i];
    });
  }
}
