/** Vehicle profile and driving-time settings of the planner. */
export const plannerProfile = {
  'planner.profile.max_weight': 'Peso massimo (t)',
  'planner.profile.height': 'Altezza (m)',
  'planner.profile.width': 'Larghezza (m)',
  'planner.profile.length': 'Lunghezza (m)',
  'planner.profile.axle_load': 'Carico per asse (t)',
  'planner.profile.axles': 'Numero di assi',
  'planner.profile.emission_class': 'Classe di emissione',
  'planner.profile.fuel_type': 'Tipo di carburante',
  'planner.plafond.title': 'Configurazione tempi di guida',
  'planner.plafond.preset.single_day': 'Giornata singola',
  'planner.plafond.preset.long_single_day': 'Giornata singola lunga',
  'planner.plafond.preset.multiple_days': 'Più giorni',
  'planner.plafond.preset.team_and_multiple_days': 'Equipaggio e più giorni',
  'planner.plafond.last_time_worked': "Ultima attività dell'autista",
  'planner.plafond.driving_since_break': "Guida dall'ultima pausa (h)",
  'planner.plafond.driving_since_daily_rest': "Guida dall'ultimo riposo giornaliero (h)",
  'planner.plafond.travel_since_daily_rest': "Servizio dall'ultimo riposo giornaliero (h)",
  'planner.profile.adr_code': 'Codice galleria ADR',
  'planner.profile.adr_none': 'Nessuno',
  'planner.profile.hazardous_goods': 'Merci pericolose',
  'planner.profile.legal.height':
    'Oltre {{limit}} m: altezza oltre il limite di legge in {{countries}}',
  'planner.profile.legal.width':
    'Oltre {{limit}} m: larghezza oltre il limite di legge in {{countries}}',
  'planner.profile.legal.length':
    'Oltre {{limit}} m: lunghezza oltre il limite di legge in {{countries}}',
  'planner.profile.legal.articulated':
    'Oltre {{limit}} m: ammesso solo come autotreno (fino a {{max}} m)',
  'planner.profile.legal.weight':
    'Oltre {{limit}} t: peso oltre il limite di legge in {{countries}}',
  'planner.profile.legal.axleLoad':
    'Oltre {{limit}} t per asse: oltre il limite di legge in {{countries}}',
};
