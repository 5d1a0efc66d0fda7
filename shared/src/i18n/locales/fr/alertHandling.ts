import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Nouveau',
  'handling.state_acknowledged': 'Pris en charge par {{names}}',
  'handling.state_resolved': 'Résolu par {{names}}',
  'handling.unhandled_count': '{{count}} non traitées',
  'handling.handle': 'Traiter',
  'handling.handle_selected': "Traiter l'alerte sélectionnée",
  'handling.title': 'Alertes de {{plate}}',
  'handling.note': 'Remarque',
  'handling.note_placeholder': 'Ce qui a été fait, qui a été appelé…',
  'handling.acknowledge': 'Prendre en charge',
  'handling.resolve': 'Résoudre',
  'handling.saving': 'Enregistrement…',
  'handling.error': 'Enregistrement impossible',
  'handling.not_raised': "L'alerte a disparu entre-temps",
  'handling.only_unhandled': 'Non traitées seulement',
  'handling.history': 'Historique',
  'handling.history_empty': "Rien de traité pour l'instant",
  'handling.history_acknowledged': '{{name}} a pris en charge',
  'handling.history_resolved': '{{name}} a résolu',
  'handling.history_cleared': "L'alerte a disparu",
  'handling.none_selected': "Sélectionnez d'abord une alerte dans la liste",
  'handling.all_handled': 'Toutes les alertes affichées sont traitées',
  'handling.choose': 'Choisissez au moins une alerte',
  'handling.signals': 'Signaux des alertes graves',
  'handling.sound': 'Son pour les alertes graves (gravité 4 et plus)',
  'handling.notifications': 'Notifications du navigateur pour les alertes graves',
  'handling.notifications_denied':
    'Le navigateur a refusé les notifications : autorisez-les dans ses paramètres du site',
  'handling.notify_title': '{{plate}} : alerte grave',
};
