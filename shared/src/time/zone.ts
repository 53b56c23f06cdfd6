/**
 * The site's time zone (SPEC §9: America/Caracas) as moment-timezone packs it (its
 * data/packed/latest.json, 2026f). Every time the site writes or reads is in this zone, so it is the
 * only zone the site carries: the whole database was 30 KB of script, and unpacking it was the
 * longest task of a member's first page (95 ms on a desktop, four times that on a phone).
 * time.test.ts holds it to the installed package's data.
 */
export const SITE_ZONE_PACKED =
  'America/Caracas|LMT CMT -0430 -04|4r.I 4r.E 4u 40|012323|-3eLvw.g ROnX.U 28KM2.k 1IwOu kqo0|29e5';
