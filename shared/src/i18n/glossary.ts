// The product's domain terms with the chosen word in every interface language (docs/glossary.md
// explains the choices). The EU 561 vocabulary follows each language's official text of
// Regulation (EC) No 561/2006; the tachograph activities follow the driver card's activities.
// `glossary.test.ts` checks the catalogue against it: every tagged key uses the term in every
// language, and no text of a language uses a forbidden synonym.
import { FLEET_TERMS } from './glossaryFleet.js';
import { REST_TERMS } from './glossaryRests.js';
import type { Language } from './languages.js';

/**
 * A word to look for: a string is matched case-insensitively anywhere in the text (a stem: German
 * compounds and inflected endings match), a regular expression as it is.
 */
export type Pattern = string | RegExp;

export interface GlossaryTerm {
  readonly id: string;
  /** What the term means, for translators. */
  readonly note: string;
  /** Where the word comes from: Reg. 561/2006, the tachograph's activities or the product. */
  readonly source: '561/2006' | 'tachograph' | 'product';
  /** The chosen term per language, as shown in docs/glossary.md. */
  readonly term: Readonly<Record<Language, string>>;
  /** The accepted forms (stems or patterns) per language; the term itself when absent. */
  readonly forms?: Partial<Readonly<Record<Language, readonly Pattern[]>>>;
  /** Synonyms that must not appear in any text of the language (matched at a word start). */
  readonly forbidden?: Partial<Readonly<Record<Language, readonly Pattern[]>>>;
  /** Keys whose text may use a forbidden word in another sense (an official name, say). */
  readonly allowIn?: readonly string[];
  /** The keys (exact, `prefix.*` or a pattern) whose text in every language uses the term. */
  readonly keys: readonly (string | RegExp)[];
}

/** The register per language: how the interface addresses the user. */
export interface Register {
  readonly address: string;
  /** Informal markers a test can look for reliably (matched at a word start, case-insensitive). */
  readonly informal: readonly Pattern[];
}

/** Clause starts: the text's start, or after a colon, full stop, comma or opening mark. */
const START = String.raw`(?:^|[:.;,¿¡(]\s*|\bo\s)`;
/** Spanish (tú) and Romanian (tu) imperatives at a clause start, where they are reliable. */
const imperatives = (verbs: readonly string[], flags = 'iu') =>
  new RegExp(`${START}(?:${verbs.join('|')})(?![\\p{L}])`, flags);

export const REGISTER: Readonly<Record<Language, Register>> = {
  it: {
    address:
      'impersonal (infinitive: "Scegliere un indirizzo", "riprovare") or Lei ("Vuole davvero...?"); ' +
      'buttons keep the short command form (Elimina, Salva)',
    informal: [
      /(?<![\p{L}])(?:tuo|tua|tuoi|tue|puoi|vuoi|devi|sei sicur\S*)(?![\p{L}])/iu,
      /(?<![\p{L}])(?:ricarica|premi|clicca|trascina|correggi|consentile|scrivi)(?![\p{L}])/iu,
    ],
  },
  en: { address: 'neutral: imperatives and plain statements', informal: [] },
  fr: {
    address: 'vous',
    informal: [/(?<![\p{L}])(?:tu|toi|ton|ta|tes|peux|veux|dois)(?![\p{L}'’])/iu],
  },
  de: {
    address: 'Sie (or infinitive for buttons)',
    informal: [
      /(?<![\p{L}])(?:du|dich|dir|dein|deine|deinen|deiner|kannst|willst|musst)(?![\p{L}])/iu,
    ],
  },
  el: {
    address: 'plural of politeness (εσείς)',
    informal: [/(?<![\p{L}])(?:σου|μπορείς|θέλεις|είσαι|πάτησε|επίλεξε)(?![\p{L}])/iu],
  },
  es: {
    address: 'usted (seleccione, elija, gire; su cuenta); buttons in the infinitive (Guardar)',
    informal: [
      /(?<![\p{L}])(?:tu|tus|tú|contigo|puedes|quieres|tienes|debes|estás|has)(?![\p{L}])/iu,
      /(?<![\p{L}])inténtalo|asegúrate|mantente/iu,
      imperatives([
        'selecciona',
        'elige',
        'introduce',
        'corrige',
        'arrastra',
        'usa',
        'añade',
        'crea',
        'recarga',
        'haz',
        'pulsa',
        'escribe',
        'completa',
        'gira',
        'sigue',
        'indica',
        'prueba',
        'vuelve',
      ]),
    ],
  },
  hu: {
    address: 'Ön (formal verb forms: válassza, kattintson)',
    informal: [/(?<![\p{L}])(?:válassz|kattints|nyomj|szeretnél|tudsz|vagy biztos)(?![\p{L}])/iu],
  },
  pl: {
    address: 'formal or impersonal ("Czy na pewno usunąć?"); short imperatives on buttons',
    informal: [/(?<![\p{L}])(?:możesz|chcesz|twój|twoja|twoje|twoich|ciebie|jesteś)(?![\p{L}])/iu],
  },
  pt: {
    address: 'você / impersonal (European Portuguese), no "tu"',
    informal: [/(?<![\p{L}])(?:tu|teu|tua|teus|tuas|podes|queres|tens)(?![\p{L}])/iu],
  },
  ro: {
    address:
      'dumneavoastră in sentences (selectați, alegeți, trageți); buttons keep the short command ' +
      'form (Salvează, Adaugă)',
    informal: [
      /(?<![\p{L}])(?:ta|tău|tale|tăi|poți|vrei|ești|trebuie să alegi)(?![\p{L}])/iu,
      imperatives(['alege', 'trage', 'încearcă', 'apasă']),
    ],
  },
};

/** Master/slave are the data model's words: the interface says main/linked in every language. */
const MASTER_SLAVE = [/(?<![\p{L}])(?:master|slave)/iu];

/** Every term: glossaryRests.ts (EU 561) and glossaryFleet.ts (activities, fleet, map, planner). */
export const GLOSSARY: readonly GlossaryTerm[] = [...REST_TERMS, ...FLEET_TERMS];

/** Words no language uses (the data model's master/slave). */
export const FORBIDDEN_EVERYWHERE: readonly Pattern[] = MASTER_SLAVE;
