import { useTranslate } from '../i18n/TranslationsContext';
import { PlainButton } from '../ui/PlainButton';
import classes from './SearchDialog.module.css';
import { SEARCH_PRODUCTS } from './searchProducts';
import type { SearchStrings } from './useSearchStrings';

interface ProductFilterProps {
  product: string | null;
  onProduct: (product: string | null) => void;
  s: SearchStrings;
}

/** The product whose pages come first (or all products alike), one pressed button of a group. */
export function ProductFilter({ product, onProduct, s }: ProductFilterProps) {
  const t = useTranslate();
  return (
    <div role="group" aria-label={s('products')} className={classes.products}>
      {[{ id: null, labelKey: null }, ...SEARCH_PRODUCTS].map((option) => (
        <PlainButton
          key={option.id ?? 'all'}
          aria-pressed={product === option.id}
          onClick={() => onProduct(option.id)}
          className={classes.chip}
        >
          {option.labelKey ? t(option.labelKey) : s('allProducts')}
        </PlainButton>
      ))}
    </div>
  );
}
