import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { failedStylesAtom } from '../baseLayers.js';

/**
 * The base layers of the layers menu: the offline map, the free online ones and a configured
 * style. Choosing one tries the online styles that failed on this page again.
 */
export function BaseLayerChoices({
  layers,
  active,
  onLayer,
}: {
  layers: readonly string[];
  active: string;
  onLayer: (layer: string) => void;
}) {
  const { t } = useTranslation();
  const retry = useSetAtom(failedStylesAtom);
  return layers.map((layer) => (
    <label key={layer}>
      <input
        type="radio"
        name="base-layer"
        checked={active === layer}
        onChange={() => {
          retry(new Set<string>());
          onLayer(layer);
        }}
      />
      {t(`map.layer.${layer}`, { defaultValue: layer })}
    </label>
  ));
}
