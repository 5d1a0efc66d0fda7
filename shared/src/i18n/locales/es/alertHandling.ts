import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Nueva',
  'handling.state_acknowledged': 'Atendida por {{names}}',
  'handling.state_resolved': 'Resuelta por {{names}}',
  'handling.unhandled_count': '{{count}} sin gestionar',
  'handling.handle': 'Gestionar',
  'handling.handle_selected': 'Gestionar la alerta seleccionada',
  'handling.title': 'Alertas de {{plate}}',
  'handling.note': 'Nota',
  'handling.note_placeholder': 'Qué se hizo, a quién se llamó…',
  'handling.acknowledge': 'Atender',
  'handling.resolve': 'Resolver',
  'handling.saving': 'Guardando…',
  'handling.error': 'No se pudo guardar',
  'handling.not_raised': 'La alerta ha desaparecido mientras tanto',
  'handling.only_unhandled': 'Solo sin gestionar',
  'handling.history': 'Historial',
  'handling.history_empty': 'Nada gestionado todavía',
  'handling.history_acknowledged': '{{name}} la atendió',
  'handling.history_resolved': '{{name}} la resolvió',
  'handling.history_cleared': 'La alerta desapareció',
  'handling.none_selected': 'Seleccione primero una alerta de la lista',
  'handling.all_handled': 'Todas las alertas mostradas están gestionadas',
  'handling.choose': 'Elija al menos una alerta',
  'handling.signals': 'Señales de alertas graves',
  'handling.sound': 'Sonido para alertas graves (gravedad 4 o más)',
  'handling.notifications': 'Notificaciones del navegador para alertas graves',
  'handling.notifications_denied':
    'El navegador rechazó las notificaciones: permítalas en la configuración del sitio',
  'handling.notify_title': '{{plate}}: alerta grave',
};
