/** The driver's driving times in the planner: the plafond step, breaks and rests. */
export const plannerBreaks = {
  'planner.plafond.preset_label': 'Regime di lavoro',
  'planner.plafond.from_driver': 'Valori letti dal plafond di {{driver}}',
  'planner.plafond.hours_invalid': 'Indicare un numero di ore da 0 a {{max}}',
  'planner.plafond.break_over_daily': "Non può superare la guida dall'ultimo riposo giornaliero",
  'planner.plafond.daily_over_travel':
    "Non può superare il servizio dall'ultimo riposo giornaliero",
  'planner.plafond.date_invalid': 'Data e ora non valide',
  'planner.plafond.fix_first':
    "Correggere i tempi di guida dell'autista per inserire pause e riposi",
  'planner.breaks.title': 'Pause e riposi',
  'planner.breaks.loading': 'Calcolo di pause e riposi…',
  'planner.breaks.error': 'Impossibile inserire pause e riposi',
  'planner.breaks.eta_with': 'Arrivo con i riposi',
  'planner.breaks.eta_without': 'Arrivo senza riposi',
  'planner.breaks.none': 'Nessuna pausa né riposo necessari su questo percorso',
  'planner.breaks.place': 'Luogo',
  'planner.breaks.arrival': 'Arrivo',
  'planner.breaks.duration': 'Durata',
  'planner.breaks.single_day_reach':
    'In una giornata di lavoro si raggiungono {{reach}} dei {{total}} del percorso, poi è dovuto il riposo giornaliero.',
  'planner.breaks.route_point': 'Punto del percorso a {{km}} dalla partenza',
  'planner.breaks.continues':
    'Prosegue il riposo iniziato prima della partenza ({{taken}} già fatte)',
  'planner.breaks.needs_break':
    'Il viaggio richiede {{drive}} di guida: una pausa è dovuta entro {{left}}; per pianificarla, inserire pause e riposi.',
  'planner.breaks.needs_rest':
    'Il viaggio richiede {{drive}} di guida: il riposo giornaliero è dovuto entro {{left}}; per pianificarlo, inserire pause e riposi.',
  'planner.breaks.rested_driver': 'Autista riposato: i tempi di guida non sono considerati',
  'planner.breaks.rest.break': 'Pausa',
  'planner.breaks.rest.break_first_part': 'Pausa (prima parte)',
  'planner.breaks.rest.break_second_part': 'Pausa (seconda parte)',
  'planner.breaks.rest.split_rest_first_part': 'Riposo frazionato (prima parte)',
  'planner.breaks.rest.regular_daily_rest': 'Riposo giornaliero regolare',
  'planner.breaks.rest.reduced_daily_rest': 'Riposo giornaliero ridotto',
  'planner.breaks.rest.split_rest_second_part': 'Riposo frazionato (seconda parte)',
  'planner.breaks.rest.weekly_rest': 'Riposo settimanale',
  'planner.breaks.ban_wait': 'Divieto di circolazione ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Attesa fino a {{until}}',
  'planner.breaks.ban.sunday': 'domenica',
  'planner.breaks.ban.holiday': 'giorno festivo',
  'planner.breaks.ban.saturday': 'sabato pomeriggio',
  'planner.breaks.ban.summer_saturday': 'sabato estivo',
  'planner.breaks.ban.night': 'notte',
  'planner.breaks.handover': 'Cambio autista: guida {{driver}}',
  'planner.breaks.single_day_no_fit': 'Il viaggio non sta in una sola giornata di lavoro.',
};
