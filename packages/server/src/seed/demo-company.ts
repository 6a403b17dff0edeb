// The fictional company the demo site presents, in one place so every page tells the same story.
// Phone numbers use the 555-01xx range and addresses the .example domain, both reserved for fiction.

export const COMPANY = {
  name: 'Brightwell Facility Services',
  short: 'Brightwell',
  founded: 1998,
  city: 'Larkhaven',
  group: 'Meridian Holdings',
  sister: 'Northgate Engineering',
  sisterUrl: 'https://northgate-engineering.example',
  phone: '+1 (555) 014-2200',
  helpdesk: '+1 (555) 014-2424',
  email: 'hello@brightwell.example',
  careersEmail: 'careers@brightwell.example',
  address: '240 Harbour Row, Larkhaven LH1 4QA',
  hours: 'Mon – Fri 8:00 – 18:00 · Helpdesk 24/7',
  offices: {
    larkhaven: { name: 'Larkhaven · Head Office', address: '240 Harbour Row, Larkhaven LH1 4QA', phone: '+1 (555) 014-2200' },
    eastmere: { name: 'Eastmere', address: '14 College Street, Eastmere EM3 2RD', phone: '+1 (555) 014-3300' },
    portWren: { name: 'Port Wren', address: '3 Quayside Wharf, Port Wren PW7 1HB', phone: '+1 (555) 014-4400' },
  },
} as const;

/**
 * The brand palette. Text colours are paired with backgrounds they contrast with at WCAG AA or
 * better (the seed test checks every pair the documents use).
 */
export const BRAND = {
  navy: '#0F2A3D',
  teal: '#0E7C7B',
  tealDark: '#0A5E5D',
  sea: '#5FB3A9',
  mint: '#E8F3F1',
  sand: '#F6EFE4',
  amber: '#F2A541',
  coral: '#E76F51',
  ink: '#1B2B34',
  white: '#FFFFFF',
} as const;

export const SOCIAL_LINKS = {
  linkedin: 'https://www.linkedin.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
} as const;
