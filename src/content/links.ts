// The Links page: four groups of useful links. A web address starting "https://" goes to
// another site; one starting "documents/" is a file in public/documents/ on this site.

export type LinkItem = { name: string; url: string; description?: string };
export type LinkGroupId = 'governingBodies' | 'swimShops' | 'periodSwimwear' | 'usefulPdfs';
export type LinkGroup = { id: LinkGroupId; heading: string; intro?: string; links: LinkItem[] };

export type LinksContent = { heading: string; intro: string; groups: LinkGroup[] };

export const links: LinksContent = {
  heading: 'Useful links',
  intro: 'Websites and documents that swimmers, parents and volunteers often ask us about.',
  groups: [
    {
      id: 'governingBodies',
      heading: 'Governing bodies and partners',
      links: [
        { name: 'Scottish Swimming', url: 'https://www.scottishswimming.com/', description: 'The national governing body for swimming in Scotland.' },
        { name: 'British Swimming', url: 'https://www.britishswimming.org/', description: 'The national governing body for aquatic sports in Great Britain.' },
        { name: 'World Aquatics', url: 'https://www.worldaquatics.com/', description: 'The world governing body for swimming, diving and water polo.' },
        { name: 'sportscotland', url: 'https://sportscotland.org.uk/', description: 'The national agency for sport in Scotland.' },
        { name: 'Scottish Disability Sport', url: 'https://www.scottishdisabilitysport.com/', description: 'Sport for people with a physical, sensory or learning disability.' },
      ],
    },
    {
      id: 'swimShops',
      heading: 'Swim shops',
      links: [
        { name: 'Simply Swim', url: 'https://www.simplyswim.com/', description: 'Costumes, goggles, caps and training kit.' },
        { name: 'Speedo', url: 'https://www.speedo.com/', description: 'Swimwear and equipment.' },
      ],
    },
    {
      id: 'periodSwimwear',
      heading: 'Period swimwear',
      intro: 'Periods should never stop anyone swimming. These brands make leak-proof swimwear.',
      links: [
        { name: 'Modibodi', url: 'https://www.modibodi.co.uk/' },
        { name: 'WUKA', url: 'https://wuka.co.uk/' },
        { name: 'Thinx', url: 'https://www.thinx.com/' },
        { name: 'Knix', url: 'https://knix.com/' },
      ],
    },
    {
      id: 'usefulPdfs',
      heading: 'Useful PDFs',
      links: [
        { name: 'Technical official pathway', url: 'documents/technical-official-pathway.pdf', description: 'How to become a timekeeper, judge or referee.' },
        { name: 'Mental health signposting', url: 'documents/mental-health-signposting.pdf', description: 'Where swimmers and families can find support.' },
        { name: 'Club constitution', url: 'documents/constitution.pdf', description: 'How the club is run and governed.' },
        { name: 'Spectators code of conduct', url: 'documents/spectators-code-of-conduct.pdf', description: 'What we ask of everyone watching training and galas.' },
        { name: 'Anti-doping and clean sport', url: 'https://www.ukad.org.uk/', description: 'UK Anti-Doping: clean sport advice for athletes and parents.' },
      ],
    },
  ],
};
