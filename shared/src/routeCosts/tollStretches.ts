/**
 * Toll motorways of the bundled network by stretch and operator (issue 45): a toll section of the
 * result is one stretch of one operator, e.g. "A1 Milano – Bologna, Autostrade per l'Italia",
 * as the operators publish their network and a dispatcher reads an invoice.
 *
 * A stretch runs along the road `ref` from town `from` to town `to` (the corridors' "GeoNames
 * name/ISO country" spelling, see roads/corridors.ts). The graph's towns are not every junction
 * the operators list, so a boundary sits at the nearest town of the corridor.
 *
 * Sources (2024): Italy, the Ministry of Infrastructure's list of motorway concessions
 * (mit.gov.it, "Concessioni autostradali") and AISCAT's concessionaires' network; France, the
 * concession contracts' operators (ASF and Escota of Vinci Autoroutes, AREA of APRR, SFTRF,
 * ATMB; APRR and Sanef north to the Channel); Austria ASFINAG; Germany Die Autobahn GmbH des Bundes (the truck toll collected by
 * Toll Collect); Slovenia DARS. Tariffs stay the national headline rates of tollTariffs.ts.
 */
export interface TollStretch {
  ref: string;
  from: string;
  to: string;
  /** As the operator names the stretch. */
  name: string;
  operator: string;
}

const ASPI = "Autostrade per l'Italia";

export const TOLL_STRETCHES: readonly TollStretch[] = [
  // A1 Autostrada del Sole, all Autostrade per l'Italia, in the stretches of its network map.
  { ref: 'A1', from: 'Milan/IT', to: 'Bologna/IT', name: 'A1 Milano – Bologna', operator: ASPI },
  {
    ref: 'A1',
    from: 'Bologna/IT',
    to: 'Florence/IT',
    name: 'A1 Bologna – Firenze',
    operator: ASPI,
  },
  { ref: 'A1', from: 'Florence/IT', to: 'Rome/IT', name: 'A1 Firenze – Roma', operator: ASPI },
  { ref: 'A1', from: 'Rome/IT', to: 'Naples/IT', name: 'A1 Roma – Napoli', operator: ASPI },
  // A4: four concessions between Torino and Trieste.
  { ref: 'A4', from: 'Turin/IT', to: 'Milan/IT', name: 'A4 Torino – Milano', operator: 'SATAP' },
  { ref: 'A4', from: 'Milan/IT', to: 'Brescia/IT', name: 'A4 Milano – Brescia', operator: ASPI },
  {
    ref: 'A4',
    from: 'Brescia/IT',
    to: 'Padova/IT',
    name: 'A4 Brescia – Padova',
    operator: 'Autostrada Brescia Verona Vicenza Padova',
  },
  {
    ref: 'A4',
    from: 'Padova/IT',
    to: 'Mestre/IT',
    name: 'A4 Padova – Venezia',
    operator: 'Concessioni Autostradali Venete',
  },
  {
    ref: 'A4',
    from: 'Mestre/IT',
    to: 'Trieste/IT',
    name: 'A4 Venezia – Trieste',
    operator: 'Autostrade Alto Adriatico',
  },
  { ref: 'A14', from: 'Bologna/IT', to: 'Ancona/IT', name: 'A14 Bologna – Ancona', operator: ASPI },
  { ref: 'A14', from: 'Ancona/IT', to: 'Pescara/IT', name: 'A14 Ancona – Pescara', operator: ASPI },
  { ref: 'A14', from: 'Pescara/IT', to: 'Bari/IT', name: 'A14 Pescara – Bari', operator: ASPI },
  { ref: 'A14', from: 'Bari/IT', to: 'Taranto/IT', name: 'A14 Bari – Taranto', operator: ASPI },
  {
    ref: 'A22',
    from: 'Innsbruck/AT',
    to: 'Brennero - Brenner/IT',
    name: 'A13 Brenner Autobahn',
    operator: 'ASFINAG',
  },
  {
    ref: 'A22',
    from: 'Brennero - Brenner/IT',
    to: 'Verona/IT',
    name: 'A22 Brennero – Verona',
    operator: 'Autostrada del Brennero',
  },
  {
    ref: 'A22',
    from: 'Verona/IT',
    to: 'Modena/IT',
    name: 'A22 Verona – Modena',
    operator: 'Autostrada del Brennero',
  },
  {
    ref: 'A7',
    from: 'Milan/IT',
    to: 'Serravalle Scrivia/IT',
    name: 'A7 Milano – Serravalle',
    operator: 'Milano Serravalle – Milano Tangenziali',
  },
  {
    ref: 'A7',
    from: 'Serravalle Scrivia/IT',
    to: 'Genoa/IT',
    name: 'A7 Serravalle – Genova',
    operator: ASPI,
  },
  { ref: 'A10', from: 'Genoa/IT', to: 'Savona/IT', name: 'A10 Genova – Savona', operator: ASPI },
  {
    ref: 'A10',
    from: 'Savona/IT',
    to: 'Ventimiglia/IT',
    name: 'A10 Savona – Ventimiglia',
    operator: 'Autostrada dei Fiori',
  },
  {
    ref: 'A10',
    from: 'Menton/FR',
    to: 'Nice/FR',
    name: 'A8 Menton – Nice',
    operator: 'Escota (Vinci Autoroutes)',
  },
  {
    ref: 'A12',
    from: 'Genoa/IT',
    to: 'Sestri Levante/IT',
    name: 'A12 Genova – Sestri Levante',
    operator: ASPI,
  },
  {
    ref: 'A12',
    from: 'Sestri Levante/IT',
    to: 'Livorno/IT',
    name: 'A12 Sestri Levante – Livorno',
    operator: 'SALT',
  },
  {
    ref: 'A12',
    from: 'Livorno/IT',
    to: 'Civitavecchia/IT',
    name: 'A12 Livorno – Civitavecchia',
    operator: 'Società Autostrada Tirrenica',
  },
  {
    ref: 'A12',
    from: 'Civitavecchia/IT',
    to: 'Rome/IT',
    name: 'A12 Civitavecchia – Roma',
    operator: ASPI,
  },
  {
    ref: 'A26',
    from: 'Genoa/IT',
    to: 'Vercelli/IT',
    name: 'A26 Genova Voltri – Alessandria – Vercelli',
    operator: ASPI,
  },
  // Vercelli – Novara is the A4's edge in the graph (one road per pair of towns).
  {
    ref: 'A26',
    from: 'Novara/IT',
    to: 'Gravellona Toce/IT',
    name: 'A26 Novara – Gravellona Toce',
    operator: ASPI,
  },
  {
    ref: 'A21',
    from: 'Turin/IT',
    to: 'Piacenza/IT',
    name: 'A21 Torino – Piacenza',
    operator: 'SATAP',
  },
  {
    ref: 'A21',
    from: 'Piacenza/IT',
    to: 'Brescia/IT',
    name: 'A21 Piacenza – Brescia',
    operator: 'Autovia Padana',
  },
  { ref: 'A13', from: 'Bologna/IT', to: 'Padova/IT', name: 'A13 Bologna – Padova', operator: ASPI },
  { ref: 'A24', from: 'Rome/IT', to: 'Giulianova/IT', name: 'A24 Roma – Teramo', operator: 'ANAS' },
  {
    ref: 'A25',
    from: 'Tivoli/IT',
    to: 'Pescara/IT',
    name: 'A25 Torano – Pescara',
    operator: 'ANAS',
  },
  {
    ref: 'A16',
    from: 'Naples/IT',
    to: 'Cerignola/IT',
    name: 'A16 Napoli – Canosa',
    operator: ASPI,
  },
  {
    ref: 'A32 Fréjus',
    from: 'Turin/IT',
    to: 'Modane/FR',
    name: 'A32 Torino – Bardonecchia and the Fréjus tunnel',
    operator: 'SITAF',
  },
  {
    ref: 'A32 Fréjus',
    from: 'Modane/FR',
    to: 'Chambéry/FR',
    name: 'A43 Maurienne',
    operator: 'SFTRF',
  },
  {
    ref: 'A32 Fréjus',
    from: 'Chambéry/FR',
    to: 'Lyon/FR',
    name: 'A43 Chambéry – Lyon',
    operator: 'AREA (APRR)',
  },
  {
    ref: 'A5 Mont Blanc',
    from: 'Chivasso/IT',
    to: 'Ivrea/IT',
    name: 'A5 Torino – Ivrea',
    operator: 'ATIVA',
  },
  {
    ref: 'A5 Mont Blanc',
    from: 'Ivrea/IT',
    to: 'Aosta/IT',
    name: 'A5 Ivrea – Aosta',
    operator: 'Società Autostrade Valdostane',
  },
  {
    ref: 'A5 Mont Blanc',
    from: 'Aosta/IT',
    to: 'Courmayeur/IT',
    name: 'A5 Aosta – Courmayeur',
    operator: "Raccordo Autostradale Valle d'Aosta",
  },
  {
    ref: 'A5 Mont Blanc',
    from: 'Courmayeur/IT',
    to: 'Chamonix-Mont-Blanc/FR',
    name: 'Mont Blanc tunnel',
    operator: 'GEIE-TMB',
  },
  {
    ref: 'A5 Mont Blanc',
    from: 'Chamonix-Mont-Blanc/FR',
    to: 'Sallanches/FR',
    name: 'A40 Autoroute Blanche',
    operator: 'ATMB',
  },
  {
    ref: 'A12 Inntal',
    from: 'Innsbruck/AT',
    to: 'Kufstein/AT',
    name: 'A12 Inntal Autobahn',
    operator: 'ASFINAG',
  },
  {
    ref: 'A12 Inntal',
    from: 'Rosenheim/DE',
    to: 'Munich/DE',
    name: 'A8 Rosenheim – München',
    operator: 'Die Autobahn GmbH des Bundes',
  },
  {
    ref: 'A23 Tarvisio',
    from: 'Palmanova/IT',
    to: 'Udine/IT',
    name: 'A23 Palmanova – Udine',
    operator: 'Autostrade Alto Adriatico',
  },
  {
    ref: 'A23 Tarvisio',
    from: 'Udine/IT',
    to: 'Tarvisio/IT',
    name: 'A23 Udine – Tarvisio',
    operator: ASPI,
  },
  {
    ref: 'A23 Tarvisio',
    from: 'Villach/AT',
    to: 'Vienna/AT',
    name: 'A2 Süd Autobahn',
    operator: 'ASFINAG',
  },
  {
    ref: 'A34/H4 Ljubljana',
    from: 'Sežana/SI',
    to: 'Ljubljana/SI',
    name: 'A1 Sežana – Ljubljana',
    operator: 'DARS',
  },
  {
    ref: 'A8 Côte',
    from: 'Nice/FR',
    to: 'Aix-en-Provence/FR',
    name: 'A8 La Provençale',
    operator: 'Escota (Vinci Autoroutes)',
  },
  {
    ref: 'A7 Rhône',
    from: 'Lyon/FR',
    to: 'Marseille/FR',
    name: 'A7 Autoroute du Soleil',
    operator: 'ASF (Vinci Autoroutes)',
  },
  {
    ref: 'A6 Autoroute du Soleil',
    from: 'Lyon/FR',
    to: 'Paris/FR',
    name: 'A6 Lyon – Paris',
    operator: 'APRR',
  },
  {
    ref: 'A1 Autoroute du Nord',
    from: 'Paris/FR',
    to: 'Lille/FR',
    name: 'A1 Paris – Lille',
    operator: 'Sanef',
  },
  {
    ref: 'A26 Autoroute des Anglais',
    from: 'Arras/FR',
    to: 'Calais/FR',
    name: 'A26 Arras – Calais',
    operator: 'Sanef',
  },
  {
    ref: 'A27',
    from: 'Mestre/IT',
    to: 'Belluno/IT',
    name: 'A27 Venezia – Belluno',
    operator: ASPI,
  },
  {
    ref: 'A28',
    from: 'Conegliano/IT',
    to: 'Portogruaro/IT',
    name: 'A28 Conegliano – Portogruaro',
    operator: 'Autostrade Alto Adriatico',
  },
  {
    ref: 'A6',
    from: 'Turin/IT',
    to: 'Savona/IT',
    name: 'A6 Torino – Savona',
    operator: 'Autostrada Torino-Savona',
  },
  { ref: 'A11', from: 'Florence/IT', to: 'Pisa/IT', name: 'A11 Firenze – Pisa', operator: ASPI },
  {
    ref: 'A15',
    from: 'Parma/IT',
    to: 'La Spezia/IT',
    name: 'A15 Parma – La Spezia',
    operator: 'SALT (Autocisa)',
  },
  {
    ref: 'A20',
    from: 'Messina/IT',
    to: 'Palermo/IT',
    name: 'A20 Messina – Palermo',
    operator: 'Consorzio per le Autostrade Siciliane',
  },
  {
    ref: 'A1 Germany',
    from: 'Munich/DE',
    to: 'Stuttgart/DE',
    name: 'A8 München – Stuttgart',
    operator: 'Die Autobahn GmbH des Bundes',
  },
];
