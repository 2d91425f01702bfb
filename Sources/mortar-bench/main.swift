print("mortar-bench")
