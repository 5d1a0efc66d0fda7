import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Régime de travail',
  'planner.plafond.from_driver': 'Valeurs lues dans les temps de conduite de {{driver}}',
  'planner.plafond.hours_invalid': "Saisissez un nombre d'heures entre 0 et {{max}}",
  'planner.plafond.break_over_daily':
    'Ne peut pas dépasser la conduite depuis le dernier repos journalier',
  'planner.plafond.daily_over_travel':
    'Ne peut pas dépasser le service depuis le dernier repos journalier',
  'planner.plafond.date_invalid': 'Date et heure non valides',
  'planner.plafond.fix_first':
    'Corrigez les temps de conduite du conducteur pour ajouter pauses et repos',
  'planner.breaks.title': 'Pauses et repos',
  'planner.breaks.loading': 'Calcul des pauses et repos…',
  'planner.breaks.error': "Impossible d'ajouter pauses et repos",
  'planner.breaks.eta_with': 'Arrivée avec les repos',
  'planner.breaks.eta_without': 'Arrivée sans les repos',
  'planner.breaks.none': 'Aucune pause ni repos nécessaire sur cet itinéraire',
  'planner.breaks.place': 'Lieu',
  'planner.breaks.arrival': 'Arrivée',
  'planner.breaks.duration': 'Durée',
  'planner.breaks.single_day_reach':
    "Une journée de travail permet de parcourir {{reach}} sur les {{total}} de l'itinéraire ; ensuite le repos journalier est dû.",
  'planner.breaks.route_point': "Point de l'itinéraire à {{km}} du départ",
  'planner.breaks.continues': 'Prolonge le repos commencé avant le départ ({{taken}} déjà pris)',
  'planner.breaks.needs_break':
    'Ce trajet demande {{drive}} de conduite : une pause est due dans {{left}}. Ajoutez pauses et repos pour la planifier.',
  'planner.breaks.needs_rest':
    'Ce trajet demande {{drive}} de conduite : le repos journalier est dû dans {{left}}. Ajoutez pauses et repos pour le planifier.',
  'planner.breaks.rested_driver': 'Conducteur reposé : temps de conduite non pris en compte',
  'planner.breaks.rest.break': 'Pause',
  'planner.breaks.rest.break_first_part': 'Pause (première partie)',
  'planner.breaks.rest.break_second_part': 'Pause (seconde partie)',
  'planner.breaks.rest.split_rest_first_part': 'Repos fractionné (première partie)',
  'planner.breaks.rest.regular_daily_rest': 'Repos journalier normal',
  'planner.breaks.rest.reduced_daily_rest': 'Repos journalier réduit',
  'planner.breaks.rest.split_rest_second_part': 'Repos fractionné (seconde partie)',
  'planner.breaks.rest.weekly_rest': 'Repos hebdomadaire',
  'planner.breaks.ban_wait': 'Interdiction de circulation ({{country}}) : {{ban}}',
  'planner.breaks.ban_until': "Attente jusqu'à {{until}}",
  'planner.breaks.ban.sunday': 'dimanche',
  'planner.breaks.ban.holiday': 'jour férié',
  'planner.breaks.ban.saturday': 'samedi après-midi',
  'planner.breaks.ban.summer_saturday': "samedi d'été",
  'planner.breaks.ban.night': 'nuit',
  'planner.breaks.handover': 'Changement de conducteur : {{driver}} conduit',
  'planner.breaks.single_day_no_fit': 'Ce trajet ne tient pas en une seule journée de travail.',
};
