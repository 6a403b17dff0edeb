// The table's category filter: 'All categories' or one of the categories the library holds, each in
// words ("About page, Company Profile, image 1" for about1-image1); the stored key stays its value.
import { categoryWords } from '@site/contracts';
import { ALL_CATEGORIES } from './image-list';
import styles from './ImageLibraryPage.module.css';

interface CategoryFilterProps {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}

export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  return (
    <label className={styles.filter}>
      <span>Filter by category</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL_CATEGORIES}>All categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {categoryWords(category)}
          </option>
        ))}
      </select>
    </label>
  );
}
